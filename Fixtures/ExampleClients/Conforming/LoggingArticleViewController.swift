import FakeUIKit
import FakeiAd

/// The reading screen of ``ArticleViewController``, logging every ad error with `print`.
///
/// A teaching example that keeps every banner rule, as its base does. Apps print while
/// they run; the harness keeps what they print out of the reports it writes, so
/// `adconform check --format json` stays valid JSON with this client.
open class LoggingArticleViewController: ArticleViewController {
  /// What the client does.
  nonisolated override open class var summary: String {
    "The reading screen, printing each ad error to the console as many apps do."
  }

  /// Prints the error, then hides the banner as the base does.
  open override func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    print("[ads] banner failed: \(error)")
    super.bannerView(banner, didFailToReceiveAdWithError: error)
  }
}
