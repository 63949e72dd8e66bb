import AdSimulation
import FakeUIKit
import Foundation

/// A native ad's media: a video with its controller, or a main image, in a known shape.
///
/// Show it by setting a ``GADMediaView``'s `mediaContent` to it. A video plays once a media
/// view showing it is on screen (see ``GADVideoController``). Not bound to an actor, as the
/// SDK's Objective-C class is not. The v12 name is ``MediaContent``.
public final class GADMediaContent: NSObject {
  /// The controller of the video, present (and inert) for an image too.
  public let videoController: GADVideoController
  /// Whether the media is a video.
  public let hasVideoContent: Bool
  /// The media's width over its height; 0 when unknown.
  public let aspectRatio: CGFloat
  /// The video's length in seconds; 0 for an image.
  public let duration: TimeInterval
  /// The image shown when the media is not a video; the app may replace it.
  public var mainImage: UIImage?

  /// Where the video is now, in seconds from its start; 0 for an image.
  public var currentTime: TimeInterval {
    Simulation.mainActor { [core = videoController.core] in core.currentTime }
  }

  @MainActor
  init(videoController: GADVideoController, hasVideo: Bool, aspectRatio: CGFloat, mainImage: UIImage?) {
    self.videoController = videoController
    self.hasVideoContent = hasVideo
    self.aspectRatio = aspectRatio
    self.duration = hasVideo ? videoController.core.duration.timeInterval : 0
    self.mainImage = mainImage
    super.init()
  }
}

/// The v12 name of ``GADMediaContent``.
public typealias MediaContent = GADMediaContent
