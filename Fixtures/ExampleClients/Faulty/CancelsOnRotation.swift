import FakeUIKit
import FakeiAd
import Foundation

/// A reading screen that cancels the ad covering it whenever the device rotates.
///
/// Breaks `iad.banner.cancels-only-when-urgent`: a rotation is not urgent, yet it calls
/// cancelAction() on the banner, cutting short an ad the user was reading.
open class CancelsOnRotation: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.cancels-only-when-urgent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that cancels any running ad action when the device rotates."
  }

  /// Switches the banner's size, and cancels any ad covering the screen.
  open override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    if banner?.isBannerViewActionInProgress == true {
      banner?.cancelAction()
    }
  }
}
