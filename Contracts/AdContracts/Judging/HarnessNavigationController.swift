import FakeUIKit

/// The navigation stack the harness puts a subject's screens in, supporting only the
/// orientations the subject declares, as the app's own settings would on a device.
///
/// Its navigation bar is hidden: the subject's screen gets the whole window, as when it is
/// the app's root, and every geometry rule judges the screen's own layout.
final class HarnessNavigationController: UINavigationController {
  private let devices: Subject.Devices

  init(rootViewController: UIViewController, devices: Subject.Devices) {
    self.devices = devices
    super.init(rootViewController: rootViewController)
    isNavigationBarHidden = true
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// Puts the screen at the bottom of a harness stack in a new key window, as the app's
  /// root, and returns the window; the screen's view loads as it appears.
  static func window(showing screen: UIViewController, devices: Subject.Devices) -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.rootViewController = HarnessNavigationController(rootViewController: screen, devices: devices)
    window.makeKeyAndVisible()
    return window
  }

  /// The subject's orientations; a rotation to another one is refused.
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    var mask: UIInterfaceOrientationMask = []
    if devices.orientations.contains(.portrait) { mask.insert(.portrait) }
    if devices.orientations.contains(.landscape) { mask.formUnion(.landscape) }
    return mask
  }
}
