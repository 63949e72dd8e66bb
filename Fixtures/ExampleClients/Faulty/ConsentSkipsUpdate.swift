import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// A level game that trusts the consent status an earlier session stored and skips the
/// consent update.
///
/// Breaks `gma.consent.updates-every-launch`. The consent SDK keeps the status from the
/// last session and reports it before any update, so the game reads `.obtained` and starts
/// its ads at once; with no update, the check of loading before the update completes has
/// nothing to judge.
open class ConsentSkipsUpdate: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.updates-every-launch"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that skips the consent update when the stored status says an earlier session consented."
  }
  /// The rules its fault leaves nothing to judge.
  nonisolated override open class var unverifiable: [String] { ["gma.consent.uses-previous-consent"] }

  /// Starts at once on an earlier session's stored consent; gathers consent only otherwise.
  override open func beginAds() {
    if ConsentInformation.shared.consentStatus == .obtained {
      startGoogleMobileAdsSDK()
    } else {
      super.beginAds()
    }
  }
}
