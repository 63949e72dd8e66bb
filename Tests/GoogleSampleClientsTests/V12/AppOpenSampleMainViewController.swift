// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/MainViewController.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the v12 names), class
//   `MainViewController` renamed `AppOpenSampleMainViewController`, its consent manager the
//   V12 one.
// Linux edits:
// - import block swapped (`import GoogleMobileAds`, `import UIKit` ->
//   `import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the two outlets, `@IBAction` from `privacySettingsTapped(_:)`
//   and `adInspectorTapped(_:)`;
// - `loadView()` added: it builds the storyboard's bar buttons and connects the outlets.

import FakeGoogleMobileAds
import FakeUIKit

/// The app's main screen: privacy settings and the ad inspector.
class AppOpenSampleMainViewController: UIViewController {

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  override func loadView() {
    super.loadView()
    let privacySettingsButton = UIBarButtonItem(title: "Privacy Settings")
    let adInspectorButton = UIBarButtonItem(title: "Ad Inspector")
    navigationItem.leftBarButtonItem = privacySettingsButton
    navigationItem.rightBarButtonItem = adInspectorButton
    self.privacySettingsButton = privacySettingsButton
    self.adInspectorButton = adInspectorButton
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    privacySettingsButton.isEnabled =
      GoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
  }

  /// The privacy settings button.
  func privacySettingsTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await GoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm(from: self)
      } catch {
        let alertController = UIAlertController(
          title: error.localizedDescription, message: "Please try again later.",
          preferredStyle: .alert)
        alertController.addAction(
          UIAlertAction(
            title: "OK", style: .cancel,
            handler: nil))
        present(alertController, animated: true)
      }
    }
  }

  /// The ad inspector button.
  func adInspectorTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await MobileAds.shared.presentAdInspector(from: self)
      } catch {
        let alertController = UIAlertController(
          title: error.localizedDescription, message: "Please try again later.",
          preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alertController, animated: true)
      }
    }
  }
}
