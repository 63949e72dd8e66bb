import FakeGoogleMobileAds
import FakeUIKit

/// A level game that starts the SDK and loads its first ad as the view loads, while the
/// consent form is still up.
///
/// Breaks `gma.consent.no-request-before-consent`. The ad it already holds when the user
/// consents keeps it from requesting another, so `gma.consent.loads-after-consent` breaks
/// too.
open class ConsentLoadsFirst: ConsentLevelGameViewController {
  /// The rules this client breaks: the early request, and, holding that ad, no new request
  /// once the user consents.
  nonisolated override open class var violates: [String] {
    ["gma.consent.no-request-before-consent", "gma.consent.loads-after-consent"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that starts the SDK and loads before the user has answered the consent form."
  }

  /// Gathers consent, and starts ads at once regardless.
  override open func beginAds() {
    super.beginAds()
    MobileAds.shared.start()
    Task { await loadUnchecked() }
  }

  /// Loads without asking about consent.
  private func loadUnchecked() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    if let ad = try? await InterstitialAd.load(with: Self.adUnitID, request: Request()) { keep(ad) }
  }
}
