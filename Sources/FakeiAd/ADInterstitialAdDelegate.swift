import Foundation

/// What a full-screen ad tells the app.
///
/// On a device the unload and failure methods are required: the app must release the ad
/// object in both. Swift 3 imported every method with implicitly unwrapped parameters
/// (`interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd!)`), later interfaces with
/// plain ones, and apps are written both ways; each method comes in both spellings, and the
/// plain one's default hands the call to the unwrapped one, so whichever spelling a client
/// implements is called. The ad calls these on the main actor.
@preconcurrency @MainActor
public protocol ADInterstitialAdDelegate: NSObjectProtocol {
  /// The ad's content is gone: release the ad object (required on a device; implement
  /// this or its implicitly unwrapped spelling).
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd)
  /// The ad failed; the object is spent and no unload follows (required on a device).
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error)
  /// The ad has content coming.
  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd)
  /// The ad has loaded and may be presented.
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd)
  /// The user tapped the ad; return whether its action may begin.
  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool
  /// The ad's action that covered the app has finished.
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd)

  /// The implicitly unwrapped spelling of the unload callback, as Swift 3 imported it.
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd!)
  /// The implicitly unwrapped spelling of the failure callback.
  func interstitialAd(_ interstitialAd: ADInterstitialAd!, didFailWithError error: (any Error)!)
  /// The implicitly unwrapped spelling of ``interstitialAdWillLoad(_:)-(ADInterstitialAd)``.
  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd!)
  /// The implicitly unwrapped spelling of ``interstitialAdDidLoad(_:)-(ADInterstitialAd)``.
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd!)
  /// The implicitly unwrapped spelling of the action question.
  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd!, willLeaveApplication willLeave: Bool
  ) -> Bool
  /// The implicitly unwrapped spelling of the action's end.
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd!)
}

extension ADInterstitialAdDelegate {
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    interstitialAdDidUnload(interstitialAd as ADInterstitialAd?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    self.interstitialAd(interstitialAd as ADInterstitialAd?, didFailWithError: error as (any Error)?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd) {
    interstitialAdWillLoad(interstitialAd as ADInterstitialAd?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    interstitialAdDidLoad(interstitialAd as ADInterstitialAd?)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    interstitialAdActionShouldBegin(interstitialAd as ADInterstitialAd?, willLeaveApplication: willLeave)
  }
  /// Hands the call to the implicitly unwrapped spelling.
  public func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    interstitialAdActionDidFinish(interstitialAd as ADInterstitialAd?)
  }

  /// Does nothing.
  public func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd!) {}
  /// Does nothing.
  public func interstitialAd(_ interstitialAd: ADInterstitialAd!, didFailWithError error: (any Error)!) {}
  /// Does nothing.
  public func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd!) {}
  /// Does nothing.
  public func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd!) {}
  /// Allows the action, as a delegate that does not implement the method does.
  public func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd!, willLeaveApplication willLeave: Bool
  ) -> Bool { true }
  /// Does nothing.
  public func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd!) {}
}
