import Foundation

/// What a native ad tells the app about its impression and clicks.
///
/// Every method is optional through a default. The SDK calls these on the main thread, but
/// the protocol carries no actor mark (Google's Swift 6 native sample adopts it as
/// `@preconcurrency NativeAdDelegate`), so it has none here. The v12 name is
/// ``NativeAdDelegate``.
public protocol GADNativeAdDelegate: NSObjectProtocol {
  /// The ad recorded its impression, the first time a view showing it was on screen.
  func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd)
  /// The user tapped one of the ad's clickable asset views.
  func nativeAdDidRecordClick(_ nativeAd: GADNativeAd)
  /// A swipe gesture counted as a click; the simulation never swipes.
  func nativeAdDidRecordSwipeGestureClick(_ nativeAd: GADNativeAd)
  /// A full-screen view is about to open over the app after a click; pause what is timed.
  func nativeAdWillPresentScreen(_ nativeAd: GADNativeAd)
  /// The full-screen view a click opened is about to close.
  func nativeAdWillDismissScreen(_ nativeAd: GADNativeAd)
  /// The full-screen view a click opened has closed; resume what was paused.
  func nativeAdDidDismissScreen(_ nativeAd: GADNativeAd)
  /// The user muted the ad through Mute This Ad; the simulation never mutes.
  func nativeAdIsMuted(_ nativeAd: GADNativeAd)
}

extension GADNativeAdDelegate {
  /// Does nothing.
  public func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdDidRecordClick(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdDidRecordSwipeGestureClick(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdWillPresentScreen(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdWillDismissScreen(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdDidDismissScreen(_ nativeAd: GADNativeAd) {}
  /// Does nothing.
  public func nativeAdIsMuted(_ nativeAd: GADNativeAd) {}
}

/// The v12 name of ``GADNativeAdDelegate``.
public typealias NativeAdDelegate = GADNativeAdDelegate
