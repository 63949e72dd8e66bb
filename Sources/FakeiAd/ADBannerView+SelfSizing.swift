import AdSimulation
import FakeUIKit
import Foundation

// From iOS 6 a standard banner sizes itself: content size identifiers were deprecated, the
// app gives the banner any width, and its height is the device's banner height for the
// orientation (50 points on a phone held upright, 32 on its side, 66 on an iPad). The
// simulation's device decides which behaviour a banner has (`Device.systemVersion`).
extension ADBannerView {
  /// Whether the banner sizes itself, as a standard banner does from iOS 6.
  var sizesItself: Bool {
    adType == .banner && simulation.device.systemVersion >= 6
  }

  /// The banner's height on the current device and orientation, when it sizes itself.
  var selfSizedHeight: Double {
    switch (simulation.device.idiom, simulation.device.orientation) {
    case (.pad, _): 66
    case (.phone, .portrait): 50
    case (.phone, .landscape): 32
    }
  }

  /// Takes the banner height of the orientation the device has turned to.
  func fitHeightToOrientation() {
    guard sizesItself, frame.height != selfSizedHeight else { return }
    super.frame.size.height = selfSizedHeight
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .bannerHeight,
      detail: "\(CGFloat(selfSizedHeight).pointsText) points for \(simulation.device.orientation.rawValue)")
  }
}
