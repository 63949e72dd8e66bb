import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// Gathers the user's consent once per launch and starts the Mobile Ads SDK when
/// ads are allowed.
///
/// Screens `await gatherConsent(from:)` before their first ad request; the flow
/// runs once and later callers join it.
@MainActor
public final class ConsentGate {
  private var gathering: Task<Void, Never>?
  private var isMobileAdsStarted = false

  public init() {}

  /// Whether ad requests are allowed right now.
  public var canRequestAds: Bool {
    ConsentInformation.shared.canRequestAds
  }

  /// Whether the app must offer a way back into the privacy options form.
  public var isPrivacyOptionsRequired: Bool {
    ConsentInformation.shared.privacyOptionsRequirementStatus == .required
  }

  /// Runs this launch's consent flow, or waits for the one already under way.
  public func gatherConsent(from viewController: UIViewController? = nil) async {
    if let gathering {
      return await gathering.value
    }
    let task = Task { await runConsentFlow(from: viewController) }
    gathering = task
    await task.value
  }

  /// Shows the privacy options form from the app's privacy settings button.
  public func presentPrivacyOptions(from viewController: UIViewController) async throws {
    try await ConsentForm.presentPrivacyOptionsForm(from: viewController)
    startMobileAdsIfAllowed()
  }

  private func runConsentFlow(from viewController: UIViewController?) async {
    let parameters = RequestParameters()
    parameters.isTaggedForUnderAgeOfConsent = false
    do {
      // Consent info has to be refreshed on every launch.
      try await ConsentInformation.shared.requestConsentInfoUpdate(with: parameters)
      try await ConsentForm.loadAndPresentIfRequired(from: viewController)
    } catch {
      print("[Consent] flow failed: \(error.localizedDescription)")
    }
    startMobileAdsIfAllowed()
  }

  private func startMobileAdsIfAllowed() {
    guard canRequestAds, !isMobileAdsStarted else { return }
    isMobileAdsStarted = true
    MobileAds.shared.start()
  }
}
