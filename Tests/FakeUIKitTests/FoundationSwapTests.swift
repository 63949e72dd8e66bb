import AdSimulation
import FakeFoundation
import FakeUIKit
import Testing

/// A countdown screen as device code writes it, with `import Foundation` swapped for
/// `import FakeFoundation` beside `import FakeUIKit`: `Timer` and `NotificationCenter` in
/// type positions name one type each, the simulation's.
final class SwappedImportsCountdown: UIViewController {
  private var countdown: Timer?
  private var observer: NSObjectProtocol?
  private let center: NotificationCenter = NotificationCenter()
  private(set) var ticks = 0
  private(set) var backgrounded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.ticks += 1 }
    }
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
    ) { [weak self] _ in MainActor.assumeIsolated { self?.backgrounded = true } }
    _ = center
  }
}

@Suite("import FakeFoundation in place of import Foundation")
@MainActor
struct FoundationSwapTests {
  @Test("Timer and NotificationCenter resolve to the simulation's and run on its clock")
  func swappedImports() async {
    await Simulation.run(Script()) { sim in
      let screen = SwappedImportsCountdown()
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.perform(.advance(.seconds(3)))
      #expect(screen.ticks == 3)
      await sim.perform(.background)
      #expect(screen.backgrounded)
      withExtendedLifetime(window) {}
    }
  }
}
