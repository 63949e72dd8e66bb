import AdSimulation
import FakeUIKit
import Foundation

/// The view that shows a native ad's media: its video, or its main image.
///
/// Put one inside a ``GADNativeAdView``, set it as the view's `mediaView`, and set its
/// ``mediaContent`` to the ad's. A video plays while the media view showing it is on screen.
/// The v12 name is ``MediaView``.
@preconcurrency @MainActor
open class GADMediaView: UIView {
  /// The media shown; each assignment is recorded in the trace.
  open var mediaContent: GADMediaContent? {
    didSet {
      simulation.noteUse(of: traceName, "mediaContent")
      var detail = "nil"
      var fields: [String: Trace.Value] = ["cleared": .flag(mediaContent == nil)]
      if let mediaContent {
        let ratio = Double(mediaContent.aspectRatio)
        detail = "\(mediaContent.hasVideoContent ? "video" : "image"), aspect ratio \(ratio.formatted2)"
        fields["hasVideo"] = .flag(mediaContent.hasVideoContent)
        fields["aspectRatio"] = .number(ratio)
        fields["ad"] = .text(mediaContent.videoController.core.owner)
      }
      simulation.record(
        .property, actor: .app, object: traceName, name: .mediaViewMediaContent, detail: detail, fields: fields)
    }
  }

  /// The view's name in the trace, for example `GADMediaView#1`.
  public private(set) var traceName = "GADMediaView"
  let simulation: Simulation

  /// Creates a media view with the frame.
  public override init(frame: CGRect) {
    simulation = Simulation.required(by: "GADMediaView(frame:)")
    super.init(frame: frame)
    traceName = simulation.track(self, as: "GADMediaView", lifeline: lifeline)
  }

  /// Creates a media view placed in an archive, such as a nib.
  public required init?(coder: NSCoder) {
    simulation = Simulation.required(by: "GADMediaView(coder:)")
    super.init(coder: coder)
    traceName = simulation.track(self, as: "GADMediaView", lifeline: lifeline)
  }
}

extension Double {
  /// The number with two decimals, as the trace writes an aspect ratio.
  fileprivate var formatted2: String { String(format: "%.2f", self) }
}

/// The v12 name of ``GADMediaView``.
public typealias MediaView = GADMediaView
