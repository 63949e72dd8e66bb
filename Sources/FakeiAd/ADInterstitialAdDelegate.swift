import Foundation

/// What a full-screen ad tells the app.
///
/// The unload and failure methods are required, as in the real framework: the app must
/// release the ad object in both. The others are optional through default implementations.
/// The ad calls these on the main actor.
@MainActor
public protocol ADInterstitialAdDelegate: NSObjectProtocol {
  /// The ad's content is gone (it expired or the user dismissed it); release the ad object.
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd)
  /// The ad failed; release the ad object and do not show the error to the user.
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error)
  /// The ad has content coming but its resources are not loaded yet.
  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd)
  /// The ad has loaded and can be presented.
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd)
  /// The user tapped the ad; return whether its action may begin.
  ///
  /// - Parameter willLeave: `true` when the action sends the app to the background.
  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool
  /// The ad's action finished and the app's interface is back; not called after
  /// `cancelAction()`.
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd)
}

extension ADInterstitialAdDelegate {
  /// Does nothing.
  public func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd) {}
  /// Does nothing.
  public func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {}
  /// Allows the action, as a delegate that does not implement the method does.
  public func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool { true }
  /// Does nothing.
  public func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {}
}
