// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/BannerExample/BannerExample/ViewController.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the GAD names: an anchored adaptive banner
//   for the current orientation, as wide as the safe area, loaded again on rotation), class `ViewController` renamed `GADBannerSampleViewController`,
//   its consent manager the GAD one.
// Linux edits:
// - import block swapped (`import GoogleMobileAds`, `import UIKit` ->
//   `import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the three outlets, `@IBAction` from `privacySettingsTapped(_:)`
//   and `adInspectorTapped(_:)`;
// - `loadView()` added: it builds the storyboard's views (the banner view pinned to the
//   bottom of the safe area, centred) and connects the outlets.

import FakeGoogleMobileAds
import FakeUIKit

/// A screen with an adaptive banner at its bottom, loaded once it has appeared and consent
/// allows, and again after each rotation.
class GADBannerSampleViewController: UIViewController, @preconcurrency GADBannerViewDelegate {

  /// The banner, from the storyboard.
  weak var bannerView: GADBannerView!

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  /// Whether the view has appeared, so its safe area is known.
  private var isViewDidAppearCalled = false

  override func loadView() {
    super.loadView()
    let bannerView = GADBannerView()
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

    GADGoogleMobileAdsConsentManager.shared.gatherConsent(from: self) { [weak self] consentError in
      guard let self else { return }

      if let consentError {
        print("Error: \(consentError.localizedDescription)")
      }

      if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
        self.startGoogleMobileAdsSDK()
      }

      self.privacySettingsButton.isEnabled =
        GADGoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
    }

    // Consent from an earlier launch lets the banner load at once.
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      startGoogleMobileAdsSDK()
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The safe area is first known here, so an adaptive banner loads here; an app fixed in
    // portrait could load it in viewDidLoad.
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      loadBannerAd()
    }

    isViewDidAppearCalled = true
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    coordinator.animate(alongsideTransition: { _ in
      if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
        self.loadBannerAd()
      }
    })
  }

  /// The privacy settings button.
  func privacySettingsTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await GADGoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm()
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

  private func startGoogleMobileAdsSDK() {
    DispatchQueue.main.async {
      guard !self.isMobileAdsStartCalled else { return }

      self.isMobileAdsStartCalled = true

      GADMobileAds.sharedInstance().start()

      if self.isViewDidAppearCalled {
        self.loadBannerAd()
      }
    }
  }

  /// Sizes the banner and requests an ad.
  func loadBannerAd() {
    let viewWidth = view.frame.inset(by: view.safeAreaInsets).width

    // An adaptive banner for the orientation the device is in now.
    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(viewWidth)

    bannerView.load(GADRequest())
  }

  // MARK: - GADBannerViewDelegate

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    print(#function)
  }

  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
    print(#function + ": " + error.localizedDescription)
  }

  func bannerViewDidRecordClick(_ bannerView: GADBannerView) {
    print(#function)
  }

  func bannerViewDidRecordImpression(_ bannerView: GADBannerView) {
    print(#function)
  }

  func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {
    print(#function)
  }

  func bannerViewWillDismissScreen(_ bannerView: GADBannerView) {
    print(#function)
  }

  func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {
    print(#function)
  }
}
