import FakeUIKit
import FakeiAd

/// A reading screen that lets ads cover it without pausing its read-aloud animation.
///
/// Breaks `iad.banner.pauses-when-covered`: bannerViewActionShouldBegin returns true for a
/// covering ad while the animation keeps running behind it.
open class NeverPausesForAds: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.pauses-when-covered"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that allows every ad action but never pauses its animation for one."
  }

  /// Allows the action without pausing anything.
  open override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    true
  }
}
