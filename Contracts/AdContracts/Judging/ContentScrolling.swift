import AdSimulation
import FakeUIKit

/// The user's scroll through a screen's content, one screenful at a time: what the
/// script's `scroll` step does on a stage whose screens scroll (a feed of native ads, a
/// feed with banners in its rows).
@MainActor
enum ContentScrolling {
  /// The largest scroll view on screen whose content is taller than it, if any, on the
  /// screen the user sees: the one presented last over the given screen, if any, so no
  /// scroll reaches content a presented screen covers.
  static func scrollableContent(on screen: UIViewController?) -> UIScrollView? {
    var top = screen
    while let presented = top?.presentedViewController { top = presented }
    guard let root = top?.view, root.isOnScreen else { return nil }
    var best: UIScrollView?
    var pending = [root]
    while let view = pending.popLast() {
      if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled, scrollView.isOnScreen,
        scrollView.contentSize.height > scrollView.bounds.height + 1,
        scrollView.bounds.height * scrollView.bounds.width > (best.map { $0.bounds.height * $0.bounds.width } ?? 0)
      {
        best = scrollView
      }
      pending += view.subviews
    }
    return best
  }

  /// Scrolls the screen's content on by a screenful, back to the top at its end, recording
  /// the user's move. Whether there was content to scroll.
  static func scrollOn(_ screen: UIViewController?, in simulation: Simulation) -> Bool {
    guard let scrollView = scrollableContent(on: screen) else { return false }
    let visible = scrollView.bounds.height
    let top = -scrollView.contentInset.top
    let bottom = max(top, scrollView.contentSize.height + scrollView.contentInset.bottom - visible)
    let offset = scrollView.contentOffset
    let next = offset.y >= bottom - 0.5 ? top : min(offset.y + visible, bottom)
    simulation.record(
      .driven, actor: .user, object: Trace.typeName(of: scrollView), name: .userScrollsOn,
      detail: next == top ? "back to the top" : "from y \(offset.y.pointsText) to \(next.pointsText)")
    scrollView.setContentOffset(CGPoint(x: offset.x, y: next), animated: true)
    return true
  }

  /// Whether the content of the screen's scroll view is back at its top.
  static func isAtTop(_ screen: UIViewController?) -> Bool {
    guard let content = scrollableContent(on: screen) else { return true }
    return content.contentOffset.y <= -content.contentInset.top + 0.5
  }
}

extension Trace.Event.Name {
  /// The user scrolled the screen's content on by a screenful, or back to the top.
  static let userScrollsOn: Self = "user scrolls"
}
