import Foundation

/// What a banner view tells the app, under the names up to v11; every method is optional
/// through a default.
///
/// The SDK calls these on the main thread, but up to v11 the protocol carried no actor
/// mark, so it has none here: Swift 6 code adopts it from a view controller as
/// `@preconcurrency GADBannerViewDelegate`. The v12 protocol, ``BannerViewDelegate``,
/// belongs to the main actor.
public protocol GADBannerViewDelegate: NSObjectProtocol {
  /// A request got an ad; the banner may now be added to the view hierarchy.
  func bannerViewDidReceiveAd(_ bannerView: GADBannerView)
  /// A request got no ad, for example no fill or a network error.
  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error)
  /// The banner's ad recorded an impression, once it is on screen.
  func bannerViewDidRecordImpression(_ bannerView: GADBannerView)
  /// The user tapped the banner's ad.
  func bannerViewDidRecordClick(_ bannerView: GADBannerView)
  /// A full-screen view is about to open over the app after a click; pause what is timed.
  func bannerViewWillPresentScreen(_ bannerView: GADBannerView)
  /// The full-screen view a click opened is about to close.
  func bannerViewWillDismissScreen(_ bannerView: GADBannerView)
  /// The full-screen view a click opened has closed; resume what was paused.
  func bannerViewDidDismissScreen(_ bannerView: GADBannerView)
}

extension GADBannerViewDelegate {
  /// Does nothing.
  public func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {}
  /// Does nothing.
  public func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {}
  /// Does nothing.
  public func bannerViewDidRecordImpression(_ bannerView: GADBannerView) {}
  /// Does nothing.
  public func bannerViewDidRecordClick(_ bannerView: GADBannerView) {}
  /// Does nothing.
  public func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {}
  /// Does nothing.
  public func bannerViewWillDismissScreen(_ bannerView: GADBannerView) {}
  /// Does nothing.
  public func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {}
}
