// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/AppDelegate.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12),
//   class `AppDelegate`
//   renamed `GADAppOpenSampleAppDelegate`, its manager `GADAppOpenSampleAdManager`.
// Linux edits:
// - import block swapped (`import UIKit` -> `import FakeUIKit`);
// - `@main` dropped.

import FakeUIKit

/// The app open sample's delegate: each time the app becomes active it asks the manager
/// for an ad.
class GADAppOpenSampleAppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    // A return to the app is the moment for an app open ad.
    GADAppOpenSampleAdManager.shared.showAdIfAvailable()
  }
}
