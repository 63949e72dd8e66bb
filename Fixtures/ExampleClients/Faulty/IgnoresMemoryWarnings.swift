import FakeUIKit
import FakeiAd

/// A reading screen that keeps its page cache on a memory warning.
///
/// Breaks `iad.banner.releases-memory-on-warning`: when a rich ad covering the screen needs
/// memory and the system warns, it frees nothing, though the cache is cheap to rebuild.
open class IgnoresMemoryWarnings: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.releases-memory-on-warning"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that keeps its page cache when memory runs low during an ad."
  }

  /// Does nothing.
  open override func didReceiveMemoryWarning() {}
}
