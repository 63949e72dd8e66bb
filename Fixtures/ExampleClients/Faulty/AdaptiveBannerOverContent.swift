import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that lays its content over the whole view, the banner on top of its
/// bottom edge.
///
/// Breaks `gma.banner.not-covering-content`.
open class AdaptiveBannerOverContent: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.not-covering-content"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen whose content runs under the banner to the bottom of the screen."
  }

  /// The content takes the whole view; the banner sits over its bottom.
  override open func layoutViews() {
    super.layoutViews()
    contentView.frame = view.bounds
  }
}
