import AdSimulation
import Foundation

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
}

/// The device the current simulation plays on.
@preconcurrency @MainActor
public final class UIDevice {
  init(internal: Void) {}

  /// The current simulation's device.
  public static var current: UIDevice { UIKitRunState.current(for: "UIDevice.current").device }

  /// The kind of device: phone or pad, from the script.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIKitRunState.current(for: "UIDevice.userInterfaceIdiom").simulation.device.idiom == .pad
      ? .pad : .phone
  }

  /// The version of iOS the device runs, for example `"7.0"`.
  public var systemVersion: String {
    "\(UIKitRunState.current(for: "UIDevice.systemVersion").simulation.device.systemVersion).0"
  }

  /// Posted after the device has turned, before the interface lays itself out again.
  public nonisolated static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// How the device is held now.
  public var orientation: UIInterfaceOrientation {
    UIInterfaceOrientation(
      orientation: UIKitRunState.current(for: "UIDevice.orientation").simulation.device.orientation)
  }
}
