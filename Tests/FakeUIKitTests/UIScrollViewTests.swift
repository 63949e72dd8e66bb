import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// Counts the scroll view's reports of a moved offset.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
  var offsets: [CGPoint] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// A scroll view's offset moves its content on screen, and it shows only what lies inside
/// its bounds.
@Suite("UIScrollView")
@MainActor
struct UIScrollViewTests {
  /// A window holding a scroll view of the frame, with content 1000 points tall, and a
  /// 320×50 view in the content at the height.
  static func stage(scrollFrame: CGRect, viewAt y: CGFloat) -> (UIWindow, UIScrollView, UIView) {
    let window = UIWindow(frame: .zero)
    let scroll = UIScrollView(frame: scrollFrame)
    scroll.contentSize = CGSize(width: scrollFrame.width, height: 1000)
    let view = UIView(frame: CGRect(x: 0, y: y, width: 320, height: 50))
    scroll.addSubview(view)
    window.addSubview(scroll)
    window.makeKeyAndVisible()
    return (window, scroll, view)
  }

  @Test("The offset is the bounds' origin and moves the content the other way on screen")
  func offsetMovesContent() async {
    await Simulation.run(Script()) { _ in
      let (_, scroll, view) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 480), viewAt: 600)
      #expect(!view.isOnScreen)
      scroll.contentOffset = CGPoint(x: 0, y: 300)
      #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
      #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
      #expect(view.frame == CGRect(x: 0, y: 600, width: 320, height: 50))
      #expect(view.frameInWindow == CGRect(x: 0, y: 300, width: 320, height: 50))
      #expect(view.isOnScreen)
      #expect(
        view.convert(CGRect(x: 10, y: 10, width: 1, height: 1), to: scroll)
          == CGRect(x: 10, y: 610, width: 1, height: 1))
      scroll.bounds.origin = .zero
      #expect(scroll.contentOffset == .zero)
      #expect(view.frameInWindow.minY == 600)
      #expect(!view.isOnScreen)
    }
  }

  @Test("A view scrolled out of the scroll view's visible part is off screen, though its frame meets the screen")
  func clipsToItsBounds() async {
    await Simulation.run(Script()) { _ in
      // The scroll view takes the top 200 points; the view lies at 250 to 300 on screen.
      let (_, scroll, view) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 200), viewAt: 250)
      #expect(view.frameInWindow == CGRect(x: 0, y: 250, width: 320, height: 50))
      #expect(!view.isOnScreen)
      scroll.contentOffset = CGPoint(x: 0, y: 60)
      #expect(view.isOnScreen, "10 of its 50 points are inside the scroll view")
      scroll.contentOffset = CGPoint(x: 0, y: 300)
      #expect(view.frameInWindow.maxY == 0)
      #expect(!view.isOnScreen)
      scroll.contentOffset = CGPoint(x: 0, y: 100)
      #expect(view.isOnScreen)
      scroll.isHidden = true
      #expect(!view.isOnScreen)
    }
  }

  @Test("A scroll view inside another view clips in window coordinates")
  func nestedClipping() async {
    await Simulation.run(Script()) { _ in
      let window = UIWindow(frame: .zero)
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 320, height: 100))
      let view = UIView(frame: CGRect(x: 0, y: 120, width: 320, height: 50))
      scroll.addSubview(view)
      container.addSubview(scroll)
      window.addSubview(container)
      window.makeKeyAndVisible()
      // The scroll view shows 150 to 250 on screen; the view sits at 270.
      #expect(view.frameInWindow.minY == 270)
      #expect(!view.isOnScreen)
      scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
      #expect(view.frameInWindow.minY == 240)
      #expect(view.isOnScreen)
    }
  }

  @Test("The delegate hears each change of offset, and only changes")
  func delegateHearsScrolls() async {
    await Simulation.run(Script()) { _ in
      let (_, scroll, _) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 480), viewAt: 0)
      let recorder = ScrollRecorder()
      scroll.delegate = recorder
      scroll.contentOffset = CGPoint(x: 0, y: 40)
      scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
      scroll.setContentOffset(CGPoint(x: 0, y: 90), animated: true)
      #expect(recorder.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
    }
  }

  @Test("scrollRectToVisible moves as little as needed, within the content")
  func scrollRectToVisible() async {
    await Simulation.run(Script()) { _ in
      let (_, scroll, _) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 400), viewAt: 0)
      scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 320, height: 50), animated: false)
      #expect(scroll.contentOffset == .zero, "already visible")
      scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 320, height: 50), animated: false)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 150), "its bottom edge at the view's bottom")
      scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 320, height: 50), animated: false)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 20), "its top edge at the view's top")
      scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 320, height: 50), animated: false)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 600), "no further than the content's end")
      scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
      scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 320, height: 50), animated: false)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 640), "the inset adds room at the end")
    }
  }

  @Test("An offset that is not finite is misuse and the offset stays")
  func nonFiniteOffset() async {
    await Simulation.run(Script()) { sim in
      let (_, scroll, _) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 480), viewAt: 0)
      scroll.contentOffset = CGPoint(x: 0, y: 30)
      scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
      #expect(sim.trace.events(.misuse).map(\.name) == [Simulation.nonFiniteGeometry])
    }
  }

  @Test("Constraints to the scroll view's edges place the content, wherever it is scrolled")
  func constraintsIgnoreOffset() async {
    await Simulation.run(Script()) { _ in
      let (_, scroll, _) = Self.stage(scrollFrame: CGRect(x: 0, y: 0, width: 320, height: 480), viewAt: 0)
      scroll.contentOffset = CGPoint(x: 0, y: 200)
      let pinned = UIView()
      pinned.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(pinned)
      NSLayoutConstraint.activate([
        pinned.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
        pinned.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
        pinned.widthAnchor.constraint(equalToConstant: 100),
        pinned.heightAnchor.constraint(equalToConstant: 20),
      ])
      #expect(pinned.frame == CGRect(x: 0, y: 10, width: 100, height: 20))
      #expect(!pinned.isOnScreen)
    }
  }
}
