import FakeiAd

/// The Swift 3-style high-score screen, except that a failure is only printed: the banner
/// stays on screen as an empty box (breaks `iad.banner.hidden-after-failure`).
///
/// Many published iAd screens handled `didFailToReceiveAdWithError` this way.
open class Swift3BannerLeftUpOnFailure: Swift3BannerViewController {
  /// The rules this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.hidden-after-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "The Swift 3-style high-score screen, printing the error when the banner fails and leaving it up."
  }

  /// Prints the error and leaves the banner where it is.
  open override func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: Error!) {
    print("iAd error: \(error.localizedDescription)")
  }
}
