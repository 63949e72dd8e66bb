import AdSimulation
import FakeUIKit
import Foundation
import Testing

@Suite("UIView")
@MainActor
struct UIViewTests {
  /// A window with a root screen, on a device held as the script says.
  static func stage(_ device: Device = Device()) -> (UIWindow, UIView) {
    let window = UIWindow(frame: .zero)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root.view)
  }

  @Test("A view in a window, shown and inside the screen, is on screen; one outside any window is not")
  func inWindow() async {
    await Simulation.run(Script()) { _ in
      let (_, root) = Self.stage()
      let view = UIView(frame: CGRect(x: 0, y: 430, width: 320, height: 50))
      #expect(!view.isOnScreen)
      #expect(view.window == nil)
      root.addSubview(view)
      #expect(view.isOnScreen)
      #expect(view.window != nil)
      view.removeFromSuperview()
      #expect(!view.isOnScreen)
    }
  }

  @Test("A view whose container goes away is left with no superview and out of the window")
  func containerGoesAway() async {
    await Simulation.run(Script()) { _ in
      let (_, root) = Self.stage()
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
      var container: UIView? = UIView(frame: CGRect(x: 0, y: 430, width: 320, height: 50))
      container!.addSubview(banner)
      root.addSubview(container!)
      #expect(banner.superview === container)
      #expect(banner.window != nil)
      container!.removeFromSuperview()
      container = nil
      #expect(banner.superview == nil)
      #expect(banner.window == nil)
      #expect(!banner.isOnScreen)
      // The view can be placed again after its container went away.
      root.addSubview(banner)
      #expect(banner.superview === root)
      #expect(banner.isOnScreen)
    }
  }

  @Test("Hidden, fully transparent or inside a hidden or transparent ancestor: not on screen")
  func hiddenAndTransparent() async {
    await Simulation.run(Script()) { _ in
      let (_, root) = Self.stage()
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
      let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
      container.addSubview(view)
      root.addSubview(container)
      #expect(view.isOnScreen)

      view.isHidden = true
      #expect(!view.isOnScreen)
      view.isHidden = false
      view.alpha = 0
      #expect(!view.isOnScreen)
      view.alpha = 0.01
      #expect(view.isOnScreen)

      container.isHidden = true
      #expect(!view.isOnScreen)
      #expect(!container.isOnScreen)
      container.isHidden = false
      container.alpha = 0
      #expect(!view.isOnScreen)
      container.alpha = 1
      #expect(view.isOnScreen)
    }
  }

  struct Placement: Sendable, CustomTestStringConvertible {
    var label: String
    var frame: CGRect
    var onScreen: Bool
    var testDescription: String { label }
  }

  @Test(
    "The frame must overlap the 320×480 phone screen by a positive area",
    arguments: [
      Placement(label: "fully inside", frame: CGRect(x: 0, y: 430, width: 320, height: 50), onScreen: true),
      Placement(label: "below the screen", frame: CGRect(x: 0, y: 480, width: 320, height: 50), onScreen: false),
      Placement(label: "above the screen", frame: CGRect(x: 0, y: -50, width: 320, height: 50), onScreen: false),
      Placement(label: "left of the screen", frame: CGRect(x: -320, y: 0, width: 320, height: 50), onScreen: false),
      Placement(label: "right of the screen", frame: CGRect(x: 320, y: 0, width: 320, height: 50), onScreen: false),
      Placement(label: "partly below", frame: CGRect(x: 0, y: 460, width: 320, height: 50), onScreen: true),
      Placement(label: "partly left", frame: CGRect(x: -300, y: 0, width: 320, height: 50), onScreen: true),
      Placement(label: "zero height", frame: CGRect(x: 0, y: 100, width: 320, height: 0), onScreen: false),
    ])
  func frameAgainstScreen(_ placement: Placement) async {
    await Simulation.run(Script()) { _ in
      let (_, root) = Self.stage()
      let view = UIView(frame: placement.frame)
      root.addSubview(view)
      #expect(view.isOnScreen == placement.onScreen)
    }
  }

  @Test("Whether a frame is on screen follows the screen's bounds for the current orientation")
  func followsOrientation() async {
    await Simulation.run(Script()) { sim in
      let (_, root) = Self.stage()
      let view = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 50))
      root.addSubview(view)
      #expect(view.isOnScreen)
      await sim.perform(.rotate(.landscape))
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 480, height: 320))
      #expect(!view.isOnScreen)
      view.frame.origin.y = 270
      #expect(view.isOnScreen)
    }
  }

  @Test("convert(_:to:) and frameInWindow add up the origins of the superviews")
  func convert() async {
    await Simulation.run(Script()) { _ in
      let (window, root) = Self.stage()
      let outer = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
      let inner = UIView(frame: CGRect(x: 5, y: 7, width: 100, height: 50))
      let other = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
      outer.addSubview(inner)
      root.addSubview(outer)
      root.addSubview(other)
      #expect(inner.frameInWindow == CGRect(x: 15, y: 27, width: 100, height: 50))
      #expect(inner.convert(inner.bounds, to: nil) == inner.frameInWindow)
      #expect(
        inner.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: outer) == CGRect(x: 6, y: 9, width: 3, height: 4))
      #expect(inner.convert(inner.bounds, to: other) == CGRect(x: -85, y: -173, width: 100, height: 50))
      #expect(inner.convert(inner.bounds, to: window) == inner.frameInWindow)
      let loose = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
      #expect(loose.frameInWindow == CGRect(x: 3, y: 4, width: 10, height: 10))
    }
  }

  @Test("A window always covers the screen, whatever frame it is given")
  func windowFrame() async {
    await Simulation.run(Script(device: Device(idiom: .pad))) { _ in
      let window = UIWindow(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      #expect(window.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
      #expect(window.window === window)
      #expect(!window.isVisible)
      window.makeKeyAndVisible()
      #expect(window.isVisible)
    }
  }

  @Test("Bounds, center and the subview list follow the frame and the hierarchy")
  func hierarchy() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let b = UIView()
    #expect(b.frame == .zero)
    #expect(a.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(a.center == CGPoint(x: 20, y: 20))
    a.center = CGPoint(x: 100, y: 50)
    #expect(a.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
    parent.addSubview(a)
    parent.insertSubview(b, at: 0)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
    parent.bringSubviewToFront(b)
    #expect(parent.subviews.last === b)
    #expect(a.superview === parent)
    #expect(a.isDescendant(of: parent))
    #expect(!parent.isDescendant(of: a))
    let other = UIView()
    other.addSubview(a)
    #expect(parent.subviews.count == 1)
    #expect(a.superview === other)
    parent.addSubview(parent)
    #expect(parent.superview == nil)
  }

  @Test("Moving into and out of a window tells the view and its subviews")
  func windowCallbacks() async {
    @MainActor final class Watcher: UIView {
      var log: [String] = []
      override func didMoveToWindow() { log.append(window == nil ? "left window" : "entered window") }
      override func didMoveToSuperview() { log.append(superview == nil ? "no superview" : "has superview") }
    }
    await Simulation.run(Script()) { _ in
      let (_, root) = Self.stage()
      let container = UIView()
      let watcher = Watcher()
      container.addSubview(watcher)
      #expect(watcher.log == ["has superview"])
      root.addSubview(container)
      #expect(watcher.log == ["has superview", "entered window"])
      container.removeFromSuperview()
      #expect(watcher.log == ["has superview", "entered window", "left window"])
      watcher.removeFromSuperview()
      #expect(watcher.log == ["has superview", "entered window", "left window", "no superview"])
    }
  }

  @Test("A rectangle prints for the timeline with whole numbers where it can")
  func timelineText() {
    #expect(CGRect(x: 0, y: 430, width: 320, height: 50).timelineText == "(0, 430, 320×50)")
    #expect(CGRect(x: 0.5, y: -2, width: 10.25, height: 1).timelineText == "(0.5, -2, 10.2×1)")
  }
}
