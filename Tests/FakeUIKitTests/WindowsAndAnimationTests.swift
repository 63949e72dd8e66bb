import AdSimulation
import FakeUIKit
import Testing

/// How GMA code finds its root view controller, and animations on the virtual clock.
@Suite("Windows, scenes and animations")
@MainActor
struct WindowsAndAnimationTests {
  @Test("windows, isKeyWindow and the window scene lead to the key window's root view controller")
  func findingTheRoot() async {
    await Simulation.run(Script()) { _ in
      let back = UIWindow(frame: .zero)
      back.makeKeyAndVisible()
      let front = UIWindow(frame: .zero)
      let root = UIViewController()
      front.rootViewController = root
      front.makeKeyAndVisible()
      #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == [back, front].map(ObjectIdentifier.init))
      #expect(UIApplication.shared.windows.first { $0.isKeyWindow } === front)
      #expect(!back.isKeyWindow)
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      #expect(scene?.windows.last === front)
      #expect(scene?.keyWindow?.rootViewController === root)
      #expect(front.windowScene === scene)
      #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 320, height: 20))
    }
  }

  @Test("UIView.animate applies the changes at once and completes after its duration on the virtual clock")
  func animate() async {
    await Simulation.run(Script()) { sim in
      let view = UIView(frame: CGRect(x: 0, y: 480, width: 320, height: 50))
      var finished: VirtualClock.Instant?
      UIView.animate(
        withDuration: 0.3, delay: 0.2, options: [.curveEaseOut],
        animations: {
          view.frame.origin.y = 430
        }
      ) { done in
        if done { finished = sim.clock.now }
      }
      #expect(view.frame.origin.y == 430)
      await sim.perform(.advance(.seconds(1)))
      #expect(finished == VirtualClock.Instant(offset: .milliseconds(500)))
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0.5)
      view.alpha = 0
      UIView.commitAnimations()
      #expect(view.alpha == 0)
      UIView.animate(withDuration: 0.25) { view.alpha = 1 }
      #expect(view.alpha == 1)
    }
  }
}

/// A screen that keeps its orientation and hides the status bar, as games do.
@MainActor
final class FixedFullScreenGame: UIViewController {
  override var shouldAutorotate: Bool { false }
  override var prefersStatusBarHidden: Bool { true }
}

@Suite("Overridable screen preferences")
@MainActor
struct ScreenPreferenceTests {
  @Test(
    "A root controller whose shouldAutorotate is false keeps the interface still, and one that hides the status bar has none"
  )
  func preferences() async {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      window.rootViewController = FixedFullScreenGame()
      window.makeKeyAndVisible()
      #expect(UIApplication.shared.statusBarFrame == .zero)
      await sim.perform(.rotate(.landscape))
      #expect(sim.device.orientation == .portrait)
      #expect(
        sim.trace.events(named: "rotation refused").first?.detail
          == "the root view controller's shouldAutorotate is false")
      window.rootViewController = UIViewController()
      #expect(UIApplication.shared.statusBarFrame.height == 20)
      await sim.perform(.rotate(.landscape))
      #expect(sim.device.orientation == .landscape)
    }
  }
}

@Suite("Timer on the virtual clock")
@MainActor
struct TimerTests {
  @Test("A repeating timer counts down in virtual time and stops when invalidated; a one-shot fires once")
  func countdown() async {
    await Simulation.run(Script()) { sim in
      var ticks: [String] = []
      var remaining = 3
      Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { timer in
        remaining -= 1
        ticks.append("tick \(sim.clock.now)")
        if remaining == 0 { timer.invalidate() }
      }
      var once = 0
      let single = Timer.scheduledTimer(withTimeInterval: 2.5, repeats: false) { _ in once += 1 }
      await sim.perform(.advance(.seconds(10)))
      #expect(ticks == ["tick 1.000", "tick 2.000", "tick 3.000"])
      #expect(once == 1)
      #expect(!single.isValid)
    }
  }
}
