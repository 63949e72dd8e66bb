import AdSimulation
import FakeUIKit
import Testing

/// A screen that logs the rotation calls it hears and reloads in its coordinator's block.
@MainActor
private final class TransitionScreen: UIViewController {
  var log: [String] = []

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("will transition to \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width)) wide")
    coordinator.animate(
      alongsideTransition: { [unowned self] _ in
        log.append("alongside, view \(Int(view.bounds.width)) wide")
      },
      completion: { [unowned self] _ in
        log.append("completion")
      })
  }

  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    log.append("did rotate")
  }
}

@Suite("Controls and size transitions")
@MainActor
struct ControlsAndTransitionTests {
  @Test("A rotation tells the screen its new size first, and runs the coordinator's blocks once the views have it")
  func viewWillTransition() async {
    await Simulation.run(Script()) { sim in
      let screen = TransitionScreen()
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.perform(.rotate(.landscape))
      #expect(
        screen.log == [
          "will transition to 480×320, view 320 wide", "alongside, view 480 wide", "completion", "did rotate",
        ])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A button runs its actions on a tap, not while disabled or hidden, and shows its title for the state")
  func button() async {
    await Simulation.run(Script()) { _ in
      var taps = 0
      let button = UIButton(primaryAction: UIAction(title: "Watch video") { _ in taps += 1 })
      button.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
      button.setTitle("Watch video", for: .normal)
      button.setTitle("No video yet", for: .disabled)
      button.sendActions(for: .touchUpInside)
      #expect(taps == 11)
      button.isEnabled = false
      button.sendActions(for: .touchUpInside)
      #expect(taps == 11 && button.currentTitle == "No video yet")
      button.isEnabled = true
      button.isHidden = true
      button.sendActions(for: .touchUpInside)
      #expect(taps == 11 && button.currentTitle == "Watch video")
    }
  }

  @Test("A bar button runs its primary action on a tap, only while enabled and shown")
  func barButton() async {
    await Simulation.run(Script()) { _ in
      var opened = 0
      let item = UIBarButtonItem(title: "Privacy settings", primaryAction: UIAction { _ in opened += 1 })
      item.isEnabled = false
      item.tap()
      #expect(opened == 0)
      item.isEnabled = true
      item.tap()
      #expect(opened == 1)
      item.isHidden = true
      item.tap()
      #expect(opened == 1)
    }
  }
}
