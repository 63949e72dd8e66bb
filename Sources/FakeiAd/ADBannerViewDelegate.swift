import Foundation

/// What a banner tells the app; every method is optional through a default implementation.
///
/// The banner calls these on the main actor. iAd's headers carry no nullability, so Swift
/// imported the methods with implicitly unwrapped parameters
/// (`bannerViewDidLoadAd(_ banner: ADBannerView!)`) in the iOS 10 SDK and with plain ones
/// in later interfaces; apps are written both ways. Each method comes in both spellings,
/// and the plain one's default hands the call to the unwrapped one, so whichever spelling
/// a client implements is called. Declare the conformance on the class that implements
/// the methods: a protocol extension's default is chosen at the conformance.
@preconcurrency @MainActor
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

  /// The implicitly unwrapped spelling of ``bannerViewWillLoadAd(_:)-(ADBannerView)``.
  func bannerViewWillLoadAd(_ banner: ADBannerView!)
  /// The implicitly unwrapped spelling of ``bannerViewDidLoadAd(_:)-(ADBannerView)``.
  func bannerViewDidLoadAd(_ banner: ADBannerView!)
  /// The implicitly unwrapped spelling of the failure callback.
  func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: (any Error)!)
  /// The implicitly unwrapped spelling of the action question.
  func bannerViewActionShouldBegin(_ banner: ADBannerView!, willLeaveApplication willLeave: Bool)
    -> Bool
  /// The implicitly unwrapped spelling of the action's end.
  func bannerViewActionDidFinish(_ banner: ADBannerView!)
}

extension ADBannerViewDelegate {
  /// Hands the call to the implicitly unwrapped spelling.
  public func bannerViewWillLoadAd(_ banner: ADBannerView) {
    bannerViewWillLoadAd(banner as ADBannerView?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func bannerViewDidLoadAd(_ banner: ADBannerView) {
    bannerViewDidLoadAd(banner as ADBannerView?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    bannerView(banner as ADBannerView?, didFailToReceiveAdWithError: error as (any Error)?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    bannerViewActionShouldBegin(banner as ADBannerView?, willLeaveApplication: willLeave)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func bannerViewActionDidFinish(_ banner: ADBannerView) {
    bannerViewActionDidFinish(banner as ADBannerView?)
  }

  /// Does nothing.
  public func bannerViewWillLoadAd(_ banner: ADBannerView!) {}
  /// Does nothing.
  public func bannerViewDidLoadAd(_ banner: ADBannerView!) {}
  /// Does nothing; the real framework logs the error itself.
  public func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: (any Error)!) {}
  /// Allows the action, as a delegate that does not implement the method does.
  public func bannerViewActionShouldBegin(
    _ banner: ADBannerView!, willLeaveApplication willLeave: Bool
  ) -> Bool { true }
  /// Does nothing.
  public func bannerViewActionDidFinish(_ banner: ADBannerView!) {}
}
