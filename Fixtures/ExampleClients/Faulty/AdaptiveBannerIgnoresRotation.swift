import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that loads its banner for the first width and never again.
///
/// Breaks `gma.banner.reloads-after-rotation`: after a rotation the banner keeps its
/// portrait size, still at the bottom and clear of the content.
open class AdaptiveBannerIgnoresRotation: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.reloads-after-rotation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that loads once and keeps the portrait size after a rotation."
  }

  /// Loads for the first width only.
  override open func widthChanged(to width: CGFloat) {
    guard loadedWidth == 0 else { return }
    super.widthChanged(to: width)
  }
}
