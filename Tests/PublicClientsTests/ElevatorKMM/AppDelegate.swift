// Follows ElevatorKMM (github.com/whenyourapprun/ElevatorKMM), file iosApp/iosApp/iOSApp.swift
// at commit 3584161a46e3161632b44b3210d513434088e83c: its `AppDelegate` class.
// Edits for Linux: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import SwiftUI` and the SwiftUI `App` struct (SwiftUI is out of scope); the
// first-launch database set-up (`DBHelper`, the app's SQLite layer) and the two
// `ATTrackingManager.requestTrackingAuthorization` calls (AppTrackingTransparency is not
// among this target's fakes).

import FakeGoogleMobileAds

/// Starts the ads SDK at launch and marks the simulator and one phone as test devices.
class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    let uuid = UserDefaults.standard.string(forKey: "uuid")
    if uuid == nil {
      UserDefaults.standard.set(UUID().uuidString, forKey: "uuid")
      // The database set-up is left out.
    }
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers = [GADSimulatorID, "1fbe08c670316f9a1fc08317899a857d"]
    return true
  }
}
