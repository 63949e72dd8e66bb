import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A reading screen whose ticker task never stops yielding while the screen is alive, so
/// the run it plays in never goes idle.
final class NeverIdleArticle: ArticleViewController {
  private var ticks = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    Task { [weak self] in
      while let screen = self, screen.ticks < 5_000_000 {
        screen.ticks += 1
        await Task.yield()
      }
    }
  }
}
