// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/AppDelegate.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the v12 names), class `AppDelegate`
//   renamed `AppOpenSampleAppDelegate`, its manager `AppOpenSampleAdManager`.
// Linux edits:
// - import block swapped (`import UIKit` -> `import FakeUIKit`);
// - `@main` dropped.

import FakeUIKit

/// The app open sample's delegate: each time the app becomes active it asks the manager
/// for an ad.
class AppOpenSampleAppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    // A return to the app is the moment for an app open ad.
    AppOpenSampleAdManager.shared.showAdIfAvailable()
  }
}
