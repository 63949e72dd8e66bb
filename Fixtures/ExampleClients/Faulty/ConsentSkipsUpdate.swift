import FakeGoogleMobileAds
import FakeUIKit

/// A level game that trusts an earlier session's consent and skips the consent update.
///
/// Breaks `gma.consent.updates-every-launch`. With no update, the check of loading before
/// the update completes has nothing to judge.
open class ConsentSkipsUpdate: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.updates-every-launch"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that skips the consent update when an earlier session consented."
  }
  /// The rules its fault leaves nothing to judge.
  nonisolated override open class var unverifiable: [String] { ["gma.consent.uses-previous-consent"] }

  /// Starts at once on an earlier session's consent; gathers consent only otherwise.
  override open func beginAds() {
    if ConsentManager.shared.canRequestAds {
      startGoogleMobileAdsSDK()
    } else {
      super.beginAds()
    }
  }
}
