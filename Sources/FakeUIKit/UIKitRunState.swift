import AdSimulation
import Foundation

/// The UIKit state of one simulation: its application, screen, device and windows.
///
/// It is made the first time anything in FakeUIKit asks for it and installs the drivers for
/// the steps UIKit owns: background, foreground, rotation and memory warnings.
@MainActor
package final class UIKitRunState {
  /// The simulation this stage belongs to.
  package unowned let simulation: Simulation
  package let application: UIApplication
  package let screen: UIScreen
  package let device: UIDevice
  @exclusivity(unchecked) package var windows: [UIWindow] = []
  /// The app's one window scene.
  package lazy var scene = UIWindowScene()
  @exclusivity(unchecked) var viewControllers: [WeakViewController] = []

  struct WeakViewController {
    let held: Lifeline.Held<UIViewController>
    var value: UIViewController? { held.value }
  }

  init(simulation: Simulation) {
    self.simulation = simulation
    application = UIApplication(internal: ())
    screen = UIScreen(internal: ())
    device = UIDevice(internal: ())
    simulation.addDriver(for: .background) { [unowned self] _ in
      application.enterBackground()
      return true
    }
    simulation.addDriver(for: .foreground) { [unowned self] _ in
      application.enterForeground()
    }
    simulation.addDriver(for: .launch) { [unowned self] _ in application.launch() }
    simulation.addDriver(for: .resignActive) { [unowned self] _ in application.resignActive() }
    simulation.addDriver(for: .becomeActive) { [unowned self] _ in application.becomeActive() }
    simulation.addDriver(for: .rotate) { [unowned self] step in
      guard case .rotate(let orientation) = step else { return false }
      rotate(to: orientation)
      return true
    }
    simulation.addDriver(for: .memoryWarning) { [unowned self] _ in
      deliverMemoryWarning()
      return true
    }
  }

  /// The stage of the current simulation.
  package static func current(for user: String) -> UIKitRunState {
    let simulation = Simulation.required(by: user)
    return simulation.shared(UIKitRunState.self) { UIKitRunState(simulation: simulation) }
  }

  /// The window the user sees: the last one made key and visible.
  package var keyWindow: UIWindow? { windows.last { $0.isVisible } }

  func register(_ viewController: UIViewController) {
    viewControllers.removeAll { $0.value == nil }
    viewControllers.append(WeakViewController(held: viewController.lifeline.hold(viewController)))
  }

  func rotate(to orientation: Device.Orientation) {
    let old = simulation.device.orientation
    guard old != orientation else { return }
    let fromInterface = UIInterfaceOrientation(orientation: old)
    let toInterface = UIInterfaceOrientation(orientation: orientation)
    let root = keyWindow?.rootViewController
    let supported = root?.supportedInterfaceOrientations ?? .all
    guard supported.supports(toInterface), root?.shouldAutorotate ?? true else {
      simulation.device.orientation = orientation
      simulation.record(
        .system, actor: .system, name: .rotationRefused,
        detail: supported.supports(toInterface)
          ? "the root view controller's shouldAutorotate is false"
          : "the app does not support \(orientation.rawValue)")
      simulation.device.orientation = old
      return
    }
    for window in windows { window.rootViewController?.forwardWillRotate(to: toInterface) }
    let coordinator = RotationCoordinator()
    let newSize = Device(idiom: simulation.device.idiom, orientation: orientation).screenSize
    for window in windows {
      window.rootViewController?.viewWillTransition(
        to: CGSize(width: newSize.width, height: newSize.height), with: coordinator)
    }
    simulation.device.orientation = orientation
    simulation.notificationCenter.post(name: UIDevice.orientationDidChangeNotification, object: device)
    for window in windows {
      window.frame = screen.bounds
      window.layoutRoot()
    }
    coordinator.finish()
    for window in windows { window.rootViewController?.forwardDidRotate(from: fromInterface) }
  }

  func deliverMemoryWarning() {
    application.delegate?.applicationDidReceiveMemoryWarning(application)
    simulation.notificationCenter.post(
      name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    for reference in viewControllers {
      reference.value?.didReceiveMemoryWarning()
    }
  }
}
