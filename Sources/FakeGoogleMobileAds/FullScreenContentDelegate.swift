import Foundation

/// What a full-screen ad tells the app, under the v12 names; every method is optional
/// through a default.
///
/// From v12 the protocol belongs to the main actor, where the SDK calls it, so a view
/// controller adopts it with no mark in Swift 6 code. The names up to v11 are
/// ``GADFullScreenContentDelegate``, which carried no actor mark.
@preconcurrency @MainActor
public protocol FullScreenContentDelegate: NSObjectProtocol {
  /// The ad recorded an impression, once it is on screen.
  func adDidRecordImpression(_ ad: any FullScreenPresentingAd)
  /// The user tapped the ad.
  func adDidRecordClick(_ ad: any FullScreenPresentingAd)
  /// The ad could not be presented; drop it and load another.
  func ad(
    _ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error)
  /// The ad is about to cover the app.
  func adWillPresentFullScreenContent(_ ad: any FullScreenPresentingAd)
  /// The user is closing the ad.
  func adWillDismissFullScreenContent(_ ad: any FullScreenPresentingAd)
  /// The ad is gone; drop it and load the next.
  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd)
}

extension FullScreenContentDelegate {
  /// Does nothing.
  public func adDidRecordImpression(_ ad: any FullScreenPresentingAd) {}
  /// Does nothing.
  public func adDidRecordClick(_ ad: any FullScreenPresentingAd) {}
  /// Does nothing.
  public func ad(
    _ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) {}
  /// Does nothing.
  public func adWillPresentFullScreenContent(_ ad: any FullScreenPresentingAd) {}
  /// Does nothing.
  public func adWillDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {}
  /// Does nothing.
  public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {}
}
