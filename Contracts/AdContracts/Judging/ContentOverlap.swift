import FakeUIKit

/// Where the app's content meets a banner: the views on screen that overlap one, other
/// than the banner's own views and the views that contain it.
///
/// Both banner kinds judge it after every step, so the walk skips the banner's own views
/// and tells its containers apart by a set made once, rather than asking each view how it
/// stands to the banner.
@MainActor
enum ContentOverlap {
  /// The first view that overlaps one of the banners on screen, with that banner.
  ///
  /// - Parameters:
  ///   - banners: The banners, in the order to judge them.
  ///   - contentViews: The views the subject names as its content, or `nil` to judge every
  ///     view on screen in the part of the banner's window that holds it (not what is
  ///     presented over it).
  static func first<Banner: UIView>(
    among banners: [Banner], contentViews: [UIView]?
  ) -> (view: UIView, banner: Banner)? {
    for banner in banners where banner.isOnScreen {
      guard let window = banner.window else { continue }
      let frame = banner.frameInWindow
      let found: UIView?
      if let contentViews {
        found = contentViews.first { view in
          view.isOnScreen && overlaps(view, frame) && !banner.isDescendant(of: view) && !view.isDescendant(of: banner)
        }
      } else {
        found = firstVisible(in: appRoot(of: banner, in: window), besides: banner) { overlaps($0, frame) }
      }
      if let found { return (found, banner) }
    }
    return nil
  }

  /// The views that must stay clear of the banner, in the order they are judged: the
  /// subject's content views on screen, or else every view on screen in the window that
  /// is neither the banner, inside it, nor one of its containers.
  static func candidates(for banner: UIView, in window: UIView, contentViews: [UIView]?) -> [UIView] {
    if let contentViews {
      return contentViews.filter { $0.isOnScreen && !banner.isDescendant(of: $0) && !$0.isDescendant(of: banner) }
    }
    var views: [UIView] = []
    _ = firstVisible(in: appRoot(of: banner, in: window), besides: banner) {
      views.append($0)
      return false
    }
    return views
  }

  /// The view of the window's hierarchy that holds the banner: what is presented over it
  /// (a clicked ad's own screen, an alert) is not the app's content beside the banner.
  private static func appRoot(of banner: UIView, in window: UIView) -> UIView {
    var view = banner
    while let parent = view.superview, parent !== window { view = parent }
    return view.superview === window ? view : window
  }

  /// Walks the views on screen under the root, depth first from the front, and returns the
  /// first one the test accepts.
  private static func firstVisible(
    in root: UIView, besides banner: UIView, where test: (UIView) -> Bool
  ) -> UIView? {
    var containers: Set<ObjectIdentifier> = []
    var ancestor = banner.superview
    while let view = ancestor {
      containers.insert(ObjectIdentifier(view))
      ancestor = view.superview
    }
    var stack = root.subviews
    while let view = stack.popLast() {
      guard view !== banner, view.isOnScreen else { continue }
      if !containers.contains(ObjectIdentifier(view)), test(view) { return view }
      stack += view.subviews
    }
    return nil
  }

  private static func overlaps(_ view: UIView, _ frame: CGRect) -> Bool {
    let shared = view.frameInWindow.intersection(frame)
    return !shared.isNull && shared.width > 0 && shared.height > 0
  }
}
