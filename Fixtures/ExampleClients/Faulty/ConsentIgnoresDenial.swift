import FakeGoogleMobileAds
import FakeUIKit

/// A level game that starts the SDK and loads when consent gathering completes, without
/// checking the answer.
///
/// Breaks `gma.consent.no-ads-when-denied`. The same fault loads while the consent update
/// or its form has failed and `canRequestAds` is still false, which exploration finds
/// under those privacy choices (`gma.consent.no-request-before-consent`).
open class ConsentIgnoresDenial: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.no-ads-when-denied"] }
  /// The rule exploration also finds it breaking, on a failed update or form.
  nonisolated override open class var explorationFinds: [String] { ["gma.consent.no-request-before-consent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that starts ads when consent gathering ends, whatever the user chose."
  }

  /// Starts ads when gathering ends, allowed or not.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] _ in
      guard let self else { return }
      isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
      MobileAds.shared.start()
      Task { await self.loadUnchecked() }
    }
    if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
  }

  /// Loads without asking about consent.
  private func loadUnchecked() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    if let ad = try? await InterstitialAd.load(with: Self.adUnitID, request: Request()) { keep(ad) }
  }
}
