import FakeGoogleMobileAds
import FakeUIKit

/// The adaptive banner screen with consent first, in the full shape of Google's banner
/// sample: consent manager, SDK start, then the banner's load.
///
/// Consent is gathered as the view loads (``ConsentGatheringScreen``). A width the layout
/// gives before consent allows ads is kept, and the banner loads for it once the SDK
/// starts; every later load checks consent first.
@MainActor
open class ConsentAdaptiveBannerViewController: AdaptiveBannerViewController, ConsentGatheringScreen {
  /// What the client does.
  nonisolated override open class var summary: String {
    "An adaptive banner screen that gathers consent before starting the SDK and loading its banner."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false
  /// The width laid out before consent allowed a load.
  private var pendingWidth: CGFloat?

  /// Gathers consent, then starts ads when consent allows.
  override open func beginAds() {
    gatherConsentThenStartAds()
  }

  /// Starts the SDK, then loads for a width that waited for consent.
  override open func startGoogleMobileAdsSDK() {
    super.startGoogleMobileAdsSDK()
    if let width = pendingWidth {
      pendingWidth = nil
      super.widthChanged(to: width)
    }
  }

  /// Loads for the new width only while consent allows ads; keeps it otherwise.
  override open func widthChanged(to width: CGFloat) {
    guard ConsentManager.shared.canRequestAds else {
      pendingWidth = width
      return
    }
    super.widthChanged(to: width)
  }
}
