import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A feed that asks for a fresh native ad each time an ad cell comes on screen and shows
/// it in that cell when it arrives.
///
/// Breaks `gma.native.row-keeps-its-ad`: a row the user scrolls back to shows another ad
/// than before, and the feed requests an ad for every cell it dequeues. Each fresh ad is
/// shown as the sample shows one (its delegate set, its views filled, then `nativeAd`), so
/// only the churn is wrong.
open class NativeFeedLoadsPerCell: NativeFeedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.row-keeps-its-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A feed that loads a fresh native ad for each ad cell it dequeues, so rows change ads as the user scrolls."
  }

  /// The fresh-ad requests in flight, one per cell.
  private var refreshers: [ObjectIdentifier: CellAdRefresher] = [:]

  /// Shows the row's ad, then asks for a fresh one for the cell.
  override open func configure(_ cell: NativeFeedAdCell, at indexPath: IndexPath, with nativeAd: NativeAd) {
    super.configure(cell, at: indexPath, with: nativeAd)
    let refresher = CellAdRefresher(cell: cell, screen: self)
    refreshers[ObjectIdentifier(cell)] = refresher
    refresher.load()
  }
}

/// Loads one native ad for a feed cell and shows it there.
@MainActor
final class CellAdRefresher: NSObject, @preconcurrency NativeAdLoaderDelegate {
  private weak var cell: NativeFeedAdCell?
  private weak var screen: NativeFeedViewController?
  private var loader: AdLoader?

  init(cell: NativeFeedAdCell, screen: NativeFeedViewController) {
    self.cell = cell
    self.screen = screen
  }

  func load() {
    let loader = AdLoader(
      adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: screen, adTypes: [.native], options: nil)
    loader.delegate = self
    self.loader = loader
    loader.load(Request())
  }

  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = screen
    cell?.show(nativeAd)
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {}
}
