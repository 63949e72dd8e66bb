import AdSimulation
import FakeUIKit

/// The user's scroll through a screen's content, one screenful at a time: what the
/// script's `scroll` step does on a stage whose screens scroll (a feed of native ads, a
/// feed with banners in its rows).
@MainActor
enum ContentScrolling {
  /// The largest scroll view on screen whose content is taller than it, if any, on the
  /// screen the user sees over the given one (see ``screenShown(over:)``), so no scroll
  /// reaches content a presented screen covers.
  static func scrollableContent(on screen: UIViewController?) -> UIScrollView? {
    let top = screenShown(over: screen)
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

  /// The screen the user sees over the given one: the one presented last over it, by
  /// it or by a controller that contains it (a navigation controller presents a banner's
  /// click screen when it is the banner's root view controller), or the screen itself.
  static func screenShown(over screen: UIViewController?) -> UIViewController? {
    var top = screen
    while let current = top, let presented = current.presentationOver { top = presented }
    return top
  }

  /// Whether a screen's content scrolls, found again only once the layout has changed
  /// (see ``Simulation/layoutGeneration``): the exploration menu asks before every step,
  /// and most steps move no view.
  struct Memo {
    private var kept: (generation: UInt64, scrolls: Bool)?

    /// Whether the screen the user sees over the given one has content to scroll.
    @MainActor mutating func scrolls(on screen: UIViewController?) -> Bool {
      let generation = Simulation.layoutGeneration
      if let kept, kept.generation == generation { return kept.scrolls }
      let scrolls = ContentScrolling.scrollableContent(on: screen) != nil
      kept = (generation, scrolls)
      return scrolls
    }
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

extension Stage {
  /// Scrolls the screen's content on a screenful at a time, as a reader of a feed does,
  /// answering each request the app makes on the way with an ad after the latency, then
  /// letting the pause pass and waiting up to the settle time for `done`; it stops once
  /// `done` holds or the content is back at its top. Whether there was content to scroll.
  ///
  /// - Parameters:
  ///   - screen: The subject's screen now; the scroll reaches the screen shown over it.
  ///   - latency: How long after a request its ad comes.
  ///   - pause: The time played as a step after each move.
  ///   - settle: How long after the pause to wait for `done`; none by default.
  ///   - done: Whether the scroll reached what it was after.
  @discardableResult
  func scrollOnward(
    on screen: @MainActor () -> UIViewController?, latency: Duration, pausing pause: Duration,
    settling settle: Duration? = nil, until done: @escaping @MainActor () -> Bool
  ) async -> Bool {
    guard ContentScrolling.scrollableContent(on: screen()) != nil else { return false }
    for _ in 0..<40 {
      await perform(.scroll)
      while simulation.waitingRequestCount > 0 { await perform(.respond(.fill(after: latency))) }
      await perform(.advance(pause))
      if let settle { _ = await waitUntil(settle, done) }
      if done() || ContentScrolling.isAtTop(screen()) { break }
    }
    return true
  }
}

extension Trace.Event.Name {
  /// The user scrolled the screen's content on by a screenful, or back to the top.
  static let userScrollsOn: Self = "user scrolls"
}
