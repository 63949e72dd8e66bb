import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A feed whose ad cells hold the feed strongly, to report an ad from the cell's menu.
///
/// Breaks `gma.native.released-with-screen`: the feed holds its table, the table its
/// cells, and each ad cell the feed, so once the user leaves, the screen and every ad it
/// placed stay in memory. While the screen shows, it behaves as the conforming feed does.
open class NativeFeedCellsHoldFeed: NativeFeedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.released-with-screen"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A feed whose ad cells keep a strong reference to the feed, so the screen and its ads outlive it."
  }

  /// The ads the user has reported, by headline.
  public private(set) var reported: [String] = []

  override open func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ReportingAdCell.self, forCellReuseIdentifier: "NativeAd")
  }

  /// Shows the row's ad and hands the cell the feed, for its report action.
  override open func configure(_ cell: NativeFeedAdCell, at indexPath: IndexPath, with nativeAd: NativeAd) {
    super.configure(cell, at: indexPath, with: nativeAd)
    (cell as? ReportingAdCell)?.feed = self
  }

  /// Notes a report of the ad.
  func report(_ nativeAd: NativeAd) {
    reported.append(nativeAd.headline ?? "")
  }
}

/// An ad cell with a report action that calls back into its feed.
@MainActor
final class ReportingAdCell: NativeFeedAdCell {
  /// The feed to report to, held strongly.
  var feed: NativeFeedCellsHoldFeed?

  /// Reports the cell's ad to the feed.
  func reportAd() {
    guard let nativeAd = nativeAdView.nativeAd else { return }
    feed?.report(nativeAd)
  }
}
