import Foundation

/// What a banner view tells the app, under the v12 names; every method is optional
/// through a default.
///
/// From v12 the protocol belongs to the main actor, where the SDK calls it, so a view
/// controller adopts it with no mark in Swift 6 code. The names up to v11 are
/// ``GADBannerViewDelegate``, which carried no actor mark.
@preconcurrency @MainActor
public protocol BannerViewDelegate: NSObjectProtocol {
  /// A request got an ad; the banner may now be added to the view hierarchy.
  func bannerViewDidReceiveAd(_ bannerView: BannerView)
  /// A request got no ad, for example no fill or a network error.
  func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error)
  /// The banner's ad recorded an impression, once it is on screen.
  func bannerViewDidRecordImpression(_ bannerView: BannerView)
  /// The user tapped the banner's ad.
  func bannerViewDidRecordClick(_ bannerView: BannerView)
  /// A full-screen view is about to open over the app after a click; pause what is timed.
  func bannerViewWillPresentScreen(_ bannerView: BannerView)
  /// The full-screen view a click opened is about to close.
  func bannerViewWillDismissScreen(_ bannerView: BannerView)
  /// The full-screen view a click opened has closed; resume what was paused.
  func bannerViewDidDismissScreen(_ bannerView: BannerView)
}

extension BannerViewDelegate {
  /// Does nothing.
  public func bannerViewDidReceiveAd(_ bannerView: BannerView) {}
  /// Does nothing.
  public func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {}
  /// Does nothing.
  public func bannerViewDidRecordImpression(_ bannerView: BannerView) {}
  /// Does nothing.
  public func bannerViewDidRecordClick(_ bannerView: BannerView) {}
  /// Does nothing.
  public func bannerViewWillPresentScreen(_ bannerView: BannerView) {}
  /// Does nothing.
  public func bannerViewWillDismissScreen(_ bannerView: BannerView) {}
  /// Does nothing.
  public func bannerViewDidDismissScreen(_ bannerView: BannerView) {}
}
