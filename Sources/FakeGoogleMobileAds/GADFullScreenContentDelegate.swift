import Foundation

/// A full-screen ad that tells a delegate about its presentation.
///
/// Not bound to an actor, as the SDK's Objective-C protocol is not.
public protocol GADFullScreenPresentingAd: AnyObject {
  /// The object told about the ad's presentation, a ``GADFullScreenContentDelegate`` or a
  /// ``FullScreenContentDelegate``; held weakly.
  var fullScreenContentDelegate: (any NSObjectProtocol)? { get set }
}

/// What a full-screen ad tells the app, under the names up to v11; every method is
/// optional through a default.
///
/// The SDK calls these on the main thread, but up to v11 the protocol carried no actor
/// mark, so it has none here: Swift 6 code adopts it from a view controller as
/// `@preconcurrency GADFullScreenContentDelegate`, and a manager of no actor adopts it
/// as it is. The v12 protocol, ``FullScreenContentDelegate``, belongs to the main actor.
public protocol GADFullScreenContentDelegate: NSObjectProtocol {
  /// The ad recorded an impression, once it is on screen.
  func adDidRecordImpression(_ ad: any GADFullScreenPresentingAd)
  /// The user tapped the ad.
  func adDidRecordClick(_ ad: any GADFullScreenPresentingAd)
  /// The ad could not be presented; drop it and load another.
  func ad(
    _ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error)
  /// The ad is about to cover the app.
  func adWillPresentFullScreenContent(_ ad: any GADFullScreenPresentingAd)
  /// The user is closing the ad.
  func adWillDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd)
  /// The ad is gone; drop it and load the next.
  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd)
  /// The early v8 name for the ad being on screen; later SDKs mark it unavailable and never
  /// call it. Kept so delegates written for v8 compile; the simulation does not call it.
  func adDidPresentFullScreenContent(_ ad: any GADFullScreenPresentingAd)
}

extension GADFullScreenContentDelegate {
  /// Does nothing.
  public func adDidRecordImpression(_ ad: any GADFullScreenPresentingAd) {}
  /// Does nothing.
  public func adDidRecordClick(_ ad: any GADFullScreenPresentingAd) {}
  /// Does nothing.
  public func ad(
    _ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) {}
  /// Does nothing.
  public func adWillPresentFullScreenContent(_ ad: any GADFullScreenPresentingAd) {}
  /// Does nothing.
  public func adWillDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {}
  /// Does nothing.
  public func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {}
  /// Does nothing.
  public func adDidPresentFullScreenContent(_ ad: any GADFullScreenPresentingAd) {}
}

/// The v12 name of ``GADFullScreenPresentingAd``.
public typealias FullScreenPresentingAd = GADFullScreenPresentingAd
