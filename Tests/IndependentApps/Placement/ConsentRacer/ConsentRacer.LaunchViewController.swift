import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform
import Foundation

extension ConsentRacer {
  /// The game's launch screen: it starts Google Mobile Ads and asks for an interstitial as
  /// it loads, then gathers the user's consent and loads again once consent allows it.
  /// A Privacy button in the navigation bar reopens the consent choices where required.
  final class LaunchViewController: UIViewController, GADFullScreenContentDelegate {
    /// Google's demo interstitial unit, used in every non-release build.
    private let interstitialUnitID = "ca-app-pub-3940256099942544/4411468910"

    let playButton = UIButton(type: .system)
    private(set) lazy var privacyButton = UIBarButtonItem(
      title: "Privacy", primaryAction: UIAction { [weak self] _ in self?.privacySettingsTapped() })

    private var interstitial: GADInterstitialAd?
    private var isMobileAdsStartCalled = false
    private(set) var roundsPlayed = 0

    private var consentInformation: UMPConsentInformation { UMPConsentInformation.sharedInstance }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Tile Drop"
      view.backgroundColor = .white
      playButton.setTitle("Play", for: .normal)
      playButton.addAction(UIAction { [weak self] _ in self?.roundFinished() }, for: .touchUpInside)
      view.addSubview(playButton)
      privacyButton.isEnabled = false
      navigationItem.rightBarButtonItem = privacyButton

      warmUpAds()
      gatherConsent()
      // Consent given in an earlier session lets ads start while the update runs.
      if consentInformation.canRequestAds {
        startGoogleMobileAdsSDK()
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      playButton.frame = CGRect(x: safe.midX - 60, y: safe.midY - 22, width: 120, height: 44)
    }

    // MARK: Consent

    /// Refreshes the consent information, shows the form if the user still has to answer,
    /// then starts ads if the answer allows them.
    private func gatherConsent() {
      let parameters = UMPRequestParameters()
      parameters.tagForUnderAgeOfConsent = false
      consentInformation.requestConsentInfoUpdate(with: parameters) { [weak self] updateError in
        guard let self else { return }
        if let updateError {
          print("Consent update failed: \(updateError.localizedDescription)")
          self.consentGathered()
          return
        }
        UMPConsentForm.loadAndPresentIfRequired(from: self) { [weak self] formError in
          if let formError {
            print("Consent form failed: \(formError.localizedDescription)")
          }
          self?.consentGathered()
        }
      }
    }

    private func consentGathered() {
      privacyButton.isEnabled = consentInformation.privacyOptionsRequirementStatus == .required
      if consentInformation.canRequestAds {
        startGoogleMobileAdsSDK()
      }
    }

    func privacySettingsTapped() {
      UMPConsentForm.presentPrivacyOptionsForm(from: self) { [weak self] error in
        guard let self else { return }
        if let error {
          print("Privacy options failed: \(error.localizedDescription)")
        }
        if self.consentInformation.canRequestAds {
          self.startGoogleMobileAdsSDK()
        } else {
          // Consent withdrawn: the ad already loaded is not shown.
          self.interstitial = nil
        }
      }
    }

    // MARK: Ads

    /// Starts the SDK and asks for the first round's interstitial at once, so an ad is
    /// ready by the end of the first round.
    ///
    /// BUG (planted): this runs in viewDidLoad before the consent update has completed and
    /// without asking canRequestAds, so on a first launch the ad request goes out before
    /// the user has answered the consent form, which breaks
    /// gma.consent.no-request-before-consent.
    private func warmUpAds() {
      GADMobileAds.sharedInstance().start(completionHandler: nil)
      GADInterstitialAd.load(withAdUnitID: interstitialUnitID, request: GADRequest()) { [weak self] ad, error in
        guard let self, let ad else { return }
        self.interstitial = ad
        ad.fullScreenContentDelegate = self
      }
    }

    private func startGoogleMobileAdsSDK() {
      guard !isMobileAdsStartCalled else {
        if interstitial == nil { loadInterstitial() }
        return
      }
      isMobileAdsStartCalled = true
      GADMobileAds.sharedInstance().start(completionHandler: nil)
      loadInterstitial()
    }

    private func loadInterstitial() {
      guard consentInformation.canRequestAds else { return }
      GADInterstitialAd.load(withAdUnitID: interstitialUnitID, request: GADRequest()) { [weak self] ad, error in
        guard let self else { return }
        if let error {
          print("Interstitial failed to load: \(error.localizedDescription)")
          return
        }
        self.interstitial = ad
        ad?.fullScreenContentDelegate = self
      }
    }

    /// The end of a round: a natural break for the interstitial, if one is ready.
    func roundFinished() {
      roundsPlayed += 1
      if let interstitial, consentInformation.canRequestAds {
        interstitial.present(fromRootViewController: self)
      }
    }

    // MARK: GADFullScreenContentDelegate

    func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
      interstitial = nil
      loadInterstitial()
    }

    func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      interstitial = nil
      loadInterstitial()
    }
  }
}
