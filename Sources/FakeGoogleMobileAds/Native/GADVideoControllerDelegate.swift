import Foundation

/// What a native ad's video controller tells the app about playback.
///
/// Every method is optional through a default. The SDK calls these on the main thread, but
/// the protocol carries no actor mark (Google's Swift 6 native sample adopts it as
/// `@preconcurrency VideoControllerDelegate`), so it has none here. The v12 name is
/// ``VideoControllerDelegate``.
public protocol GADVideoControllerDelegate: NSObjectProtocol {
  /// The video began or resumed playing.
  func videoControllerDidPlayVideo(_ videoController: GADVideoController)
  /// The video paused.
  func videoControllerDidPauseVideo(_ videoController: GADVideoController)
  /// The video played to its end.
  func videoControllerDidEndVideoPlayback(_ videoController: GADVideoController)
  /// The video was muted.
  func videoControllerDidMuteVideo(_ videoController: GADVideoController)
  /// The video was unmuted.
  func videoControllerDidUnmuteVideo(_ videoController: GADVideoController)
}

extension GADVideoControllerDelegate {
  /// Does nothing.
  public func videoControllerDidPlayVideo(_ videoController: GADVideoController) {}
  /// Does nothing.
  public func videoControllerDidPauseVideo(_ videoController: GADVideoController) {}
  /// Does nothing.
  public func videoControllerDidEndVideoPlayback(_ videoController: GADVideoController) {}
  /// Does nothing.
  public func videoControllerDidMuteVideo(_ videoController: GADVideoController) {}
  /// Does nothing.
  public func videoControllerDidUnmuteVideo(_ videoController: GADVideoController) {}
}

/// The v12 name of ``GADVideoControllerDelegate``.
public typealias VideoControllerDelegate = GADVideoControllerDelegate
