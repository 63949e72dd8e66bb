import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A label pinned to its screen's layout margins.
final class MarginsScreen: UIViewController {
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 40),
    ])
  }
}

/// Layout margins: 8 points round a plain view, 16 at the sides of a controller's root view
/// on a phone, inside the safe area; constraints to `layoutMarginsGuide` follow them.
@Suite("Layout margins")
@MainActor
struct LayoutMarginsTests {
  @Test("A label pinned to the root view's margins sits 16 points in, below the status bar")
  func rootViewMargins() async {
    await Simulation.run(Script()) { _ in
      let screen = MarginsScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let width = UIScreen.main.bounds.width
      let top = screen.view.safeAreaInsets.top
      #expect(screen.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
      #expect(screen.label.frame == CGRect(x: 16, y: top, width: width - 32, height: 40))
      #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
  }

  @Test("Margins the app sets move what is pinned to them")
  func setMargins() async {
    await Simulation.run(Script()) { _ in
      let screen = MarginsScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      screen.view.layoutMargins = UIEdgeInsets(top: 10, left: 30, bottom: 0, right: 30)
      screen.view.layoutIfNeeded()
      #expect(screen.label.frame.minX == 30)
      #expect(screen.label.frame.minY == screen.view.safeAreaInsets.top + 10)
    }
  }
}
