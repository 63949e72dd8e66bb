import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen with a thumbnail-sized media view.
///
/// Breaks `gma.native.video-media-view-size`: a video ad plays in a 100×60 media view,
/// under the 120×120 points the policy asks for video.
open class NativeSmallMediaView: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.video-media-view-size"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose media view is 100×60 points, too small for video."
  }

  /// A thumbnail.
  override open class var mediaSize: CGSize { CGSize(width: 100, height: 60) }
}
