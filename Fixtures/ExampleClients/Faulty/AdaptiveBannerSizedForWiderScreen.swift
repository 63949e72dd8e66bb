import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that asks for an adaptive size of a fixed 375-point width, the width the
/// current sample hard-codes, whatever width the screen has.
///
/// Breaks `gma.banner.adaptive-size-matches-width`: on a 320-point phone the ad is wider
/// than the screen. It still reloads after a rotation, with a size made for landscape.
open class AdaptiveBannerSizedForWiderScreen: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.adaptive-size-matches-width"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that asks for an adaptive size 375 points wide whatever its width."
  }

  /// Always 375 points.
  override open func adWidth(for viewWidth: CGFloat) -> CGFloat { 375 }
}
