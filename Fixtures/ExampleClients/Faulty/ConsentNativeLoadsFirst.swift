import FakeGoogleMobileAds
import FakeUIKit

/// A native ad screen that asks its ad loader for an ad as the view loads, while the
/// consent form is still up, and again once consent allows ads.
///
/// Breaks `gma.consent.no-request-before-consent`: a native ad loader's load is an ad
/// request like any format's.
open class ConsentNativeLoadsFirst: ConsentNativeViewController {
  /// The rule this client breaks: the native request before consent.
  nonisolated override open class var violates: [String] { ["gma.consent.no-request-before-consent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that loads its first native ad before the user has answered the consent form."
  }

  /// Asks for an ad at once, then gathers consent.
  override open func beginAds() {
    MobileAds.shared.start()
    refreshAd()
    super.beginAds()
  }
}
