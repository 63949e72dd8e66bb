// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/MainViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12), class
//   `MainViewController` renamed `GADAppOpenSampleMainViewController`, its consent manager the
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
class GADAppOpenSampleMainViewController: UIViewController {

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
      GADGoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
  }

  /// The privacy settings button.
  func privacySettingsTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await GADGoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm(from: self)
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
        try await GADMobileAds.sharedInstance().presentAdInspector(from: self)
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
