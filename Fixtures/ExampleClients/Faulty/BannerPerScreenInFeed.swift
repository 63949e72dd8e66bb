import FakeUIKit
import FakeiAd

/// A reading screen that makes a banner of its own in an app with several ad screens.
///
/// Breaks `iad.banner.shared-across-screens`: each screen the user moves to makes a new banner,
/// which has no ad yet when the screen appears, instead of taking over the loaded banner
/// of the screen before.
open class BannerPerScreenInFeed: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.shared-across-screens"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "The per-screen article banner in an app with several ad screens, so each new screen starts with an empty banner."
  }
}
