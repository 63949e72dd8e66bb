import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// The level game with consent first, in the full shape of Google's interstitial sample:
/// consent manager, SDK start, load, present.
///
/// - As the view loads it gathers consent; in the completion, when ads are allowed, it
///   starts the SDK once and loads, and it enables its privacy settings control when
///   privacy options are required.
/// - Right after asking, it also starts at once if an earlier session's consent already
///   allows ads.
/// - Every later load checks consent first.
@MainActor
open class ConsentLevelGameViewController: LevelGameViewController, ConsentGatheringScreen {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A level game that gathers consent before starting the SDK and loading interstitials."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false

  /// Gathers consent, then starts ads when consent allows.
  override open func beginAds() {
    gatherConsentThenStartAds()
  }

  /// Loads only while consent allows ads.
  override open func loadInterstitial() async {
    guard ConsentManager.shared.canRequestAds else { return }
    await super.loadInterstitial()
  }
}
