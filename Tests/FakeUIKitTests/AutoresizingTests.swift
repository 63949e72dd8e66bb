import AdSimulation
import FakeUIKit
import Foundation
import Testing

@Suite("Autoresizing: subviews placed by their frames follow their superview's size by their masks")
@MainActor
struct AutoresizingTests {
  @Test("An overlay with a flexible width and height keeps filling its screen as the device rotates")
  func overlayFollowsRotation() async {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let overlay = UIView(frame: screen.view.bounds)
      overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
      screen.view.addSubview(overlay)
      screen.view.addSubview(fixed)
      #expect(overlay.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
      await sim.perform(.rotate(.landscape))
      #expect(screen.view.bounds.size == CGSize(width: 480, height: 320))
      #expect(overlay.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
      #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 40), "an empty mask keeps the frame")
      withExtendedLifetime(window) {}
    }
  }

  @Test("Each axis shares the change among its flexible parts, in proportion to their sizes")
  func sharesTheChange() async {
    await Simulation.run(Script()) { _ in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      // A bar at the foot: its top margin stretches, so it stays at the bottom.
      let bar = UIView(frame: CGRect(x: 0, y: 350, width: 300, height: 50))
      bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      // Centred: both side margins stretch, in proportion (100 and 100 of 200).
      let badge = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 20))
      badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      // The left margin and the width stretch, 50 and 150 of 200.
      let field = UIView(frame: CGRect(x: 50, y: 100, width: 150, height: 30))
      field.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
      for view in [bar, badge, field] { container.addSubview(view) }
      container.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
      #expect(bar.frame == CGRect(x: 0, y: 250, width: 500, height: 50))
      #expect(badge.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
      #expect(field.frame == CGRect(x: 100, y: 100, width: 300, height: 30))
    }
  }

  @Test("A container that does not autoresize, or a subview its constraints place, is left alone")
  func leftAlone() async {
    await Simulation.run(Script()) { _ in
      let still = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      still.autoresizesSubviews = false
      let child = UIView(frame: still.bounds)
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      still.addSubview(child)
      still.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
      #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 200))

      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      pinned.autoresizingMask = [.flexibleWidth]
      pinned.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(pinned)
      container.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
      #expect(pinned.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
  }
}
