import FakeGoogleMobileAds
import FakeUIKit

/// A level game that starts ads only in the consent completion, so a returning user waits
/// for the update.
///
/// Breaks `gma.consent.uses-previous-consent`.
open class ConsentWaitsForUpdate: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.uses-previous-consent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that waits for this session's consent update before any ad."
  }

  /// Starts ads only when gathering completes.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] _ in
      if ConsentManager.shared.canRequestAds { self?.startGoogleMobileAdsSDK() }
      self?.isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
    }
  }
}
