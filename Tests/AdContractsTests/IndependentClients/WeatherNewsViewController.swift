import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// Independent consent client: a consent manager in the shape of Google's UMP samples
/// (update, then load and present the form if required, with the UMP 2 names and the
/// async forms), used by a weather news screen that starts the SDK and loads a banner once
/// consent allows, tries at once with consent from an earlier session, and enables its
/// privacy settings button when privacy options are required.
///
/// The manager is made per screen here; Google's samples keep one in `static let shared`,
/// which the harness cannot judge run by run (see `GoogleStyleSharedManagerAppDelegate`).
///
/// Intended to keep every consent rule.
@MainActor
final class WeatherNewsConsentManager: NSObject {
  var canRequestAds: Bool { UMPConsentInformation.sharedInstance.canRequestAds }

  var isPrivacyOptionsRequired: Bool {
    UMPConsentInformation.sharedInstance.privacyOptionsRequirementStatus == .required
  }

  func gatherConsent(from viewController: UIViewController?, consentGatheringComplete: @escaping (Error?) -> Void) {
    let parameters = UMPRequestParameters()
    UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: parameters) { requestConsentError in
      guard requestConsentError == nil else {
        consentGatheringComplete(requestConsentError)
        return
      }
      Task { @MainActor in
        do {
          try await UMPConsentForm.loadAndPresentIfRequired(from: viewController)
          consentGatheringComplete(nil)
        } catch {
          consentGatheringComplete(error)
        }
      }
    }
  }

  func presentPrivacyOptionsForm(from viewController: UIViewController?, completionHandler: @escaping (Error?) -> Void) {
    Task { @MainActor in
      do {
        try await UMPConsentForm.presentPrivacyOptionsForm(from: viewController)
        completionHandler(nil)
      } catch {
        completionHandler(error)
      }
    }
  }
}

/// The weather news screen that uses ``WeatherNewsConsentManager``.
final class WeatherNewsViewController: UIViewController, BannerViewDelegate {
  let consentManager = WeatherNewsConsentManager()
  let privacySettingsButton = UIBarButtonItem(title: "Privacy Settings", style: .plain)
  private(set) var bannerView: BannerView?
  private var isMobileAdsStartCalled = false

  override func viewDidLoad() {
    super.viewDidLoad()
    privacySettingsButton.isEnabled = false
    consentManager.gatherConsent(from: self) { [weak self] consentError in
      guard let self else { return }
      if let consentError {
        print("Error: \(consentError.localizedDescription)")
      }
      if self.consentManager.canRequestAds {
        self.startGoogleMobileAdsSDK()
      }
      self.privacySettingsButton.isEnabled = self.consentManager.isPrivacyOptionsRequired
    }
    // Consent from an earlier session lets ads load while this session's update runs.
    if consentManager.canRequestAds {
      startGoogleMobileAdsSDK()
    }
  }

  func privacySettingsTapped() {
    consentManager.presentPrivacyOptionsForm(from: self) { formError in
      if let formError { print("Privacy options form error: \(formError.localizedDescription)") }
    }
  }

  private func startGoogleMobileAdsSDK() {
    guard !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start(completionHandler: nil)
    let banner = BannerView(adSize: AdSizeBanner)
    banner.adUnitID = "ca-app-pub-3940256099942544/2934735716"
    banner.rootViewController = self
    banner.delegate = self
    view.addSubview(banner)
    banner.load(Request())
    bannerView = banner
  }
}
