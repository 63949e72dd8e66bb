import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleNativeRun {
  /// Scrolls, once, as the user would, the scroll view that holds an ad view showing an ad
  /// wholly or partly below or above what is on screen, so all of the ad comes into view;
  /// whether it scrolled.
  ///
  /// An article with its ad after the text shows the ad only to a user who reads on: the
  /// rules judge the ad once the user has scrolled to it.
  func scrollToAd() -> Bool {
    guard let view = adViews.first(where: { $0.nativeAd != nil && $0.isInWindow && !isWhollyVisible($0) }) else {
      return false
    }
    var ancestor = view.superview
    while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
    guard let scrollView = ancestor as? UIScrollView else { return false }
    simulation.record(
      .driven, actor: .user, object: view.traceName, name: .userScrollsToNativeAd,
      detail: "in \(Trace.typeName(of: scrollView))")
    scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: true)
    return true
  }

  /// Whether all of the view shows: inside the screen and inside every scroll view it is
  /// in.
  func isWhollyVisible(_ view: UIView) -> Bool {
    guard view.isOnScreen, let window = view.window else { return false }
    let frame = view.frameInWindow
    guard window.bounds.contains(frame) else { return false }
    var ancestor = view.superview
    while let current = ancestor {
      if current is UIScrollView, !current.frameInWindow.contains(frame) { return false }
      ancestor = current.superview
    }
    return true
  }

  /// Scrolls the screen's content on by a screenful, back to the top at its end: the
  /// script's `scroll` step. Whether there was content to scroll.
  func scrollOn() -> Bool {
    ContentScrolling.scrollOn(screen, in: simulation)
  }

  /// The scroll view the user scrolls on the screen the user sees, if any (see
  /// ``ContentScrolling/scrollableContent(on:)``).
  func scrollableContent() -> UIScrollView? {
    ContentScrolling.scrollableContent(on: screen)
  }
}

extension Trace.Event.Name {
  /// The user scrolled a screen to bring a native ad showing below or above the fold into
  /// view.
  static let userScrollsToNativeAd: Self = "user scrolls to the native ad"
}

extension GoogleNativeRun {
  /// Scrolls the screen's content on a screenful at a time to its end and back to the
  /// top, answering each request the app makes on the way and giving the layout the
  /// screen window after each move. Whether there was content to scroll.
  @discardableResult
  func scrollThroughContent() async -> Bool {
    await scrollOnward(
      on: { self.screen }, latency: Self.latency, pausing: Rule.Window.screen.duration + Self.latency
    ) { false }
  }

  /// Scrolls on a screenful at a time, as a reader of a feed whose first ad row is below
  /// the fold does, until a native ad view shows an ad on screen or the content is back at
  /// its top.
  func scrollToFirstAd() async {
    await scrollOnward(on: { self.screen }, latency: Self.latency, pausing: Self.latency) {
      [unowned self] in adViewOnScreen != nil
    }
  }
}
