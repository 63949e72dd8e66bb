import FakeGoogleMobileAds
import FakeUIKit

/// The CoinGame game with consent first, in the full shape of
/// Google's rewarded sample: consent manager, SDK start, load, present.
///
/// Consent is gathered as the view loads (``ConsentGatheringScreen``), ads start when it
/// allows them, and every later load checks consent first.
@MainActor
open class ConsentCoinGameViewController: CoinGameViewController, ConsentGatheringScreen {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A coin game that gathers consent before starting the SDK and loading rewarded ads."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false

  /// Gathers consent, then starts ads when consent allows.
  override open func beginAds() {
    gatherConsentThenStartAds()
  }

  /// Loads only while consent allows ads.
  override open func loadRewardedAd() async {
    guard ConsentManager.shared.canRequestAds else { return }
    await super.loadRewardedAd()
  }
}
