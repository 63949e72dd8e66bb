import FakeGoogleMobileAds
import FakeUIKit

/// A level game that starts ads only when an earlier session's consent allows it, and not
/// when the user consents now.
///
/// Breaks `gma.consent.loads-after-consent`. On a first launch it never requests an ad, so
/// the rule about requests before consent has nothing to judge.
open class ConsentNeverStartsAfterAnswer: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.loads-after-consent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that starts ads only on an earlier session's consent, never after this one's."
  }
  /// The rules its fault leaves nothing to judge.
  nonisolated override open class var unverifiable: [String] { ["gma.consent.no-request-before-consent"] }

  /// Gathers consent but starts ads only on an earlier session's consent.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] _ in
      self?.isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
    }
    if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
  }
}
