import FakeGoogleMobileAds
import FakeUIKit

/// The native ad screen with consent first: the consent manager, then the SDK's start,
/// then the ad loader's first load.
///
/// Consent is gathered once the ad view is built (``ConsentGatheringScreen``); the first
/// native ad is asked for only when consent allows ads, once.
@MainActor
open class ConsentNativeViewController: NativeAdvancedViewController, ConsentGatheringScreen {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A native ad screen that gathers consent before starting the SDK and asking its ad loader for an ad."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false
  /// Whether the first ad has been asked for.
  private var hasAskedForAd = false

  /// Gathers consent; the SDK starts and the first ad is asked for once consent allows.
  override open func beginAds() {
    gatherConsentThenStartAds()
  }

  /// Starts the SDK, then asks for the first native ad, once.
  override open func startGoogleMobileAdsSDK() {
    super.startGoogleMobileAdsSDK()
    guard !hasAskedForAd else { return }
    hasAskedForAd = true
    refreshAd()
  }
}
