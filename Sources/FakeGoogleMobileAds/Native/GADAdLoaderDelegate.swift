import Foundation

/// What an ad loader tells the app about any load: its failure and its end.
///
/// The SDK calls these on the main thread, but the protocol carries no actor mark (Google's
/// Swift 6 native sample adopts it as `@preconcurrency AdLoaderDelegate`), so it has none
/// here. `adLoaderDidFinishLoading(_:)` is optional through a default. Each kind of ad adds
/// its own protocol, such as ``GADNativeAdLoaderDelegate``. The v12 name is
/// ``AdLoaderDelegate``.
public protocol GADAdLoaderDelegate: NSObjectProtocol {
  /// The load failed, for example with no fill or a network error.
  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: any Error)
  /// The load is over: every ad it brings, or its failure, has been delivered.
  func adLoaderDidFinishLoading(_ adLoader: GADAdLoader)
}

extension GADAdLoaderDelegate {
  /// Does nothing.
  public func adLoaderDidFinishLoading(_ adLoader: GADAdLoader) {}
}

/// The v12 name of ``GADAdLoaderDelegate``.
public typealias AdLoaderDelegate = GADAdLoaderDelegate
