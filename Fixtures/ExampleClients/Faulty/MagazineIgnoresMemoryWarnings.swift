import FakeUIKit
import FakeiAd

/// A magazine that keeps its rendered pages on a memory warning.
///
/// Breaks `iad.interstitial.releases-memory-on-warning`: when a rich ad covering the magazine
/// needs memory and the system warns, it frees nothing, though the page images are cheap
/// to render again.
open class MagazineIgnoresMemoryWarnings: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.releases-memory-on-warning"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that keeps its rendered page images when memory runs low during an ad."
  }

  /// Does nothing.
  open override func didReceiveMemoryWarning() {}
}
