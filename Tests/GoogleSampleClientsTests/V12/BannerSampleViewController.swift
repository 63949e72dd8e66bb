// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/BannerExample/BannerExample/ViewController.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the v12 names: a large anchored adaptive
//   banner 375 points wide), class `ViewController` renamed `BannerSampleViewController`,
//   its consent manager the V12 one.
// Linux edits:
// - import block swapped (`import GoogleMobileAds`, `import UIKit` ->
//   `import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the three outlets, `@IBAction` from `privacySettingsTapped(_:)`
//   and `adInspectorTapped(_:)`;
// - `loadView()` added: it builds the storyboard's views (the banner view pinned to the
//   bottom of the safe area, centred) and connects the outlets.

import FakeGoogleMobileAds
import FakeUIKit

/// A screen with an adaptive banner at its bottom, loaded once consent allows.
class BannerSampleViewController: UIViewController, BannerViewDelegate {

  /// The banner, from the storyboard.
  weak var bannerView: BannerView!

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  override func loadView() {
    super.loadView()
    let bannerView = BannerView()
    view.addSubview(bannerView)
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    self.bannerView = bannerView
    let privacySettingsButton = UIBarButtonItem(title: "Privacy Settings")
    let adInspectorButton = UIBarButtonItem(title: "Ad Inspector")
    navigationItem.leftBarButtonItem = privacySettingsButton
    navigationItem.rightBarButtonItem = adInspectorButton
    self.privacySettingsButton = privacySettingsButton
    self.adInspectorButton = adInspectorButton
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.delegate = self

    GoogleMobileAdsConsentManager.shared.gatherConsent(from: self) { [weak self] consentError in
      guard let self else { return }

      if let consentError {
        print("Error: \(consentError.localizedDescription)")
      }

      if GoogleMobileAdsConsentManager.shared.canRequestAds {
        self.startGoogleMobileAdsSDK()
      }

      self.privacySettingsButton.isEnabled =
        GoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
    }

    // Consent from an earlier launch lets the banner load at once.
    if GoogleMobileAdsConsentManager.shared.canRequestAds {
      startGoogleMobileAdsSDK()
    }
  }

  /// The privacy settings button.
  func privacySettingsTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await GoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm()
      } catch {
        let alertController = UIAlertController(
          title: error.localizedDescription, message: "Please try again later.",
          preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
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

  private func startGoogleMobileAdsSDK() {
    DispatchQueue.main.async {
      guard !self.isMobileAdsStartCalled else { return }

      self.isMobileAdsStartCalled = true

      MobileAds.shared.start()

      self.loadBannerAd()
    }
  }

  /// Sizes the banner and requests an ad.
  func loadBannerAd() {
    // A large anchored adaptive banner 375 points wide.
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: 375)

    bannerView.load(Request())
  }

  // MARK: - BannerViewDelegate

  func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    print(#function)
  }

  func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) {
    print(#function + ": " + error.localizedDescription)
  }

  func bannerViewDidRecordClick(_ bannerView: BannerView) {
    print(#function)
  }

  func bannerViewDidRecordImpression(_ bannerView: BannerView) {
    print(#function)
  }

  func bannerViewWillPresentScreen(_ bannerView: BannerView) {
    print(#function)
  }

  func bannerViewWillDismissScreen(_ bannerView: BannerView) {
    print(#function)
  }

  func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    print(#function)
  }
}
