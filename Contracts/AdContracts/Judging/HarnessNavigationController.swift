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

  /// The subject's orientations; a rotation to another one is refused.
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    var mask: UIInterfaceOrientationMask = []
    if devices.orientations.contains(.portrait) { mask.insert(.portrait) }
    if devices.orientations.contains(.landscape) { mask.formUnion(.landscape) }
    return mask
  }
}
