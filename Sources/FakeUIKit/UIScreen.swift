import AdSimulation
import Foundation

/// The screen of the current simulation's device.
@preconcurrency @MainActor
public final class UIScreen {
  init(internal: Void) {}

  /// The current simulation's screen.
  public static var main: UIScreen { UIKitRunState.current(for: "UIScreen.main").screen }

  /// The screen's rectangle in points for the current orientation and idiom.
  ///
  /// A phone is 320 × 480 upright and 480 × 320 on its side; a pad is 768 × 1024 and
  /// 1024 × 768.
  public var bounds: CGRect {
    let size = UIKitRunState.current(for: "UIScreen.bounds").simulation.device.screenSize
    return CGRect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Points per pixel; the simulated screens are not retina.
  public var scale: CGFloat { 1 }
}
