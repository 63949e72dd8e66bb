import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A feed that fills an ad cell's asset views only when the cell is new, and sets the
/// row's ad on it every time.
///
/// Breaks `gma.native.assets-match-ad`: a cell reused for the next ad row is given that
/// row's ad, but its labels go on reading the first ad it showed, so the user taps one ad
/// and the click counts for another. Setting an ad over views filled from another is also
/// setting it before its views are filled, which exploration finds
/// (`gma.native.ad-set-after-views-filled`); that rule's own check sets no ad twice.
open class NativeFeedFillsCellsOnce: NativeFeedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.assets-match-ad"] }
  /// The rule exploration also finds it breaking, once a cell is reused.
  nonisolated override open class var explorationFinds: [String] { ["gma.native.ad-set-after-views-filled"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A feed whose reused ad cells get the new row's ad but keep the first ad's headline and body."
  }

  /// Fills a cell only the first time it shows an ad; sets the row's ad every time.
  override open func configure(_ cell: NativeFeedAdCell, at indexPath: IndexPath, with nativeAd: NativeAd) {
    if cell.nativeAdView.nativeAd == nil { cell.fill(with: nativeAd) }
    cell.nativeAdView.nativeAd = nativeAd
  }
}
