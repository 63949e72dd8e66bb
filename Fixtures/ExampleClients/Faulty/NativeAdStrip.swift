import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen whose ad view is a 20-point strip, its contents spilling below it.
///
/// Breaks `gma.native.minimum-size`: the native ad view showing the ad is 300×20 points,
/// under the 32-point minimum; the asset views keep their places and sizes.
open class NativeAdStrip: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.minimum-size"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose native ad view is only 20 points tall."
  }

  /// A height left from a one-line design.
  override open class var adViewHeight: CGFloat { 20 }
}
