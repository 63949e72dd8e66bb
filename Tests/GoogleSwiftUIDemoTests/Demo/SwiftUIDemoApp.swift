// Google's SwiftUI demo, the app, in its published shape. Edits for this package: the
// import block, and `@main` dropped (the harness launches the app).
import FakeGoogleMobileAds
import FakeSwiftUI

class AppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let versionNumber = string(for: MobileAds.shared.versionNumber)
    print("Google Mobile Ads SDK version: \(versionNumber)")
    return true
  }
}

struct SwiftUIDemoApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      MenuView()
        .navigationViewStyle(StackNavigationViewStyle())
    }
  }
}
