import FakeUIKit
import FakeiAd
import Foundation

/// A magazine that dims the content of every page but the one being read, the ad's included.
///
/// Breaks `iad.interstitial.host-view-untouched`: each layout fades the subviews of the pages
/// off screen to half and brings back those of the page on screen, so once the reader
/// turns past the ad's page it fades the view the ad added there, which belongs to the ad.
open class MagazineRestylesAdPage: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.host-view-untouched"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that fades the content of pages off screen, the ad's own view included."
  }

  /// Lays out the pages, then dims the content of every page but the current one.
  override func layoutPages() {
    super.layoutPages()
    for (index, page) in pages.enumerated() {
      let alpha: CGFloat = index == pageIndex ? 1 : 0.5
      for content in page.subviews where content.alpha != alpha {
        content.alpha = alpha
      }
    }
  }
}
