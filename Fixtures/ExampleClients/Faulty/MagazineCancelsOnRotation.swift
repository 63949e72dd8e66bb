import FakeUIKit
import FakeiAd
import Foundation

/// A magazine that cancels the ad's action covering it whenever the device rotates.
///
/// Breaks `iad.interstitial.cancels-only-when-urgent`: it treats a rotation like an incoming
/// call, calling cancelAction() and cutting short an ad the reader was looking at. It
/// restores its animations after the cancel, as it should.
open class MagazineCancelsOnRotation: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.cancels-only-when-urgent"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that cancels any running ad action when the device rotates."
  }

  /// Cancels any ad action covering the magazine, as for an incoming call.
  open override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    handleIncomingCall()
  }
}
