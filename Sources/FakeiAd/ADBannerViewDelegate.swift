import Foundation

/// What a banner tells the app; every method is optional through a default implementation.
///
/// The banner calls these on the main actor. Declare the conformance on the class that
/// implements the methods: a protocol extension's default is chosen at the conformance.
@MainActor
public protocol ADBannerViewDelegate: NSObjectProtocol {
  /// The banner has an ad coming but its resources are not loaded yet.
  func bannerViewWillLoadAd(_ banner: ADBannerView)
  /// The banner has a new ad to show; called for each ad, in a hierarchy or not.
  func bannerViewDidLoadAd(_ banner: ADBannerView)
  /// The banner has no ad to show; if it is on screen, the app should hide it.
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error)
  /// The user tapped the ad; return whether its action may begin.
  ///
  /// - Parameter willLeave: `true` when the action sends the app to the background;
  ///   `false` when the ad will cover the app's interface.
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool)
    -> Bool
  /// The ad that covered the app is gone and the app's interface is back.
  func bannerViewActionDidFinish(_ banner: ADBannerView)
}

extension ADBannerViewDelegate {
  /// Does nothing.
  public func bannerViewWillLoadAd(_ banner: ADBannerView) {}
  /// Does nothing.
  public func bannerViewDidLoadAd(_ banner: ADBannerView) {}
  /// Does nothing.
  public func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {}
  /// Allows the action, as a delegate that does not implement the method does.
  public func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool { true }
  /// Does nothing.
  public func bannerViewActionDidFinish(_ banner: ADBannerView) {}
}
