import FakeUIKit
import FakeiAd

/// A reading screen that refuses every ad action that would leave the app.
///
/// Breaks `iad.banner.allows-actions`: bannerViewActionShouldBegin returns false whenever
/// willLeave is true, costing the app those ads. It does not pause for the refused action.
open class RefusesLeavingActions: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.allows-actions"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that refuses every ad action that would take the user out of the app."
  }

  /// Refuses actions that leave the app; otherwise behaves like the base class.
  open override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if willLeave { return false }
    return super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
  }
}
