import AdSimulation
import FakeUIKit
import Testing

/// A view's place on screen is kept between layout changes; every change that moves or
/// hides it, or the screen under it, is seen at once.
@Suite("A view's kept place on screen")
@MainActor
struct KeptPlacementTests {
  /// A window with a content view and a banner-sized view at its bottom.
  private func scene() -> (window: UIWindow, content: UIView, view: UIView) {
    let window = UIWindow(frame: .zero)
    let content = UIView(frame: window.bounds)
    let view = UIView(frame: CGRect(x: 0, y: 430, width: 320, height: 50))
    content.addSubview(view)
    window.addSubview(content)
    window.makeKeyAndVisible()
    return (window, content, view)
  }

  @Test("Moving, hiding, fading and removing the view or an ancestor change the answer at once")
  func changesSeen() async {
    await Simulation.run(Script()) { _ in
      let (window, content, view) = scene()
      #expect(view.isOnScreen && view.frameInWindow == CGRect(x: 0, y: 430, width: 320, height: 50))
      view.frame.origin.y = 480
      #expect(!view.isOnScreen)
      view.frame.origin.y = 430
      #expect(view.isOnScreen)
      content.frame.origin.y = -40
      #expect(view.frameInWindow.minY == 390)
      content.isHidden = true
      #expect(!view.isOnScreen)
      content.isHidden = false
      content.alpha = 0
      #expect(!view.isOnScreen)
      content.alpha = 1
      #expect(view.isOnScreen)
      view.removeFromSuperview()
      #expect(!view.isOnScreen && view.frameInWindow.minY == 430)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Turning the device changes the screen the view is judged against")
  func rotation() async {
    await Simulation.run(Script()) { sim in
      let (window, _, view) = scene()
      view.frame.origin.y = 400
      #expect(view.isOnScreen)
      // Landscape is 320 points high: a view at y 400 leaves the screen.
      sim.device.orientation = .landscape
      #expect(!view.isOnScreen)
      sim.device.orientation = .portrait
      #expect(view.isOnScreen)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A superview going away moves the view to its own place, though nothing told the view")
  func ancestorReleased() async {
    await Simulation.run(Script()) { _ in
      let view = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
      var parent: UIView? = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 200))
      parent?.addSubview(view)
      #expect(view.frameInWindow.minY == 50)
      // The parent is held by nothing else: it goes, and the view's weak superview with it.
      parent = nil
      #expect(view.superview == nil)
      #expect(view.frameInWindow.minY == 10)
    }
  }

  @Test("Setting a value the view already has keeps the layout generation")
  func unchangedValues() async {
    await Simulation.run(Script()) { _ in
      let (window, _, view) = scene()
      let before = Simulation.layoutGeneration
      view.frame = view.frame
      view.isHidden = false
      view.alpha = 1
      #expect(Simulation.layoutGeneration == before)
      view.alpha = 0.5
      #expect(Simulation.layoutGeneration != before)
      withExtendedLifetime(window) {}
    }
  }
}
