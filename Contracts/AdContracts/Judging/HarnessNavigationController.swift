import FakeUIKit

/// The navigation stack the harness puts a subject's screens in, supporting only the
/// orientations the subject declares, as the app's own settings would on a device.
final class HarnessNavigationController: UINavigationController {
  private let devices: Subject.Devices

  init(rootViewController: UIViewController, devices: Subject.Devices) {
    self.devices = devices
    super.init(rootViewController: rootViewController)
  }

  /// The subject's orientations; a rotation to another one is refused.
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    var mask: UIInterfaceOrientationMask = []
    if devices.orientations.contains(.portrait) { mask.insert(.portrait) }
    if devices.orientations.contains(.landscape) { mask.formUnion(.landscape) }
    return mask
  }
}
