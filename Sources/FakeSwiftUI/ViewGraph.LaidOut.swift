import FakeUIKit

extension ViewGraph {
  /// What one layout of the tree read and gave: the host's bounds and safe area, and for
  /// each representable its UIKit view's size of its own and the frame and opacity the
  /// layout gave it.
  ///
  /// A host lays its subviews out again for reasons of its own (its window's layout, a
  /// rotation that left its size as it was), and an update may change no view's layout
  /// (a label's text stays, a model's flag no view draws). When the tree has not changed
  /// since (the graph forgets this record when an update changes a view's layout, the
  /// tree, a cover or an opacity) and none of this has moved, the layout would give every
  /// view the place it has, so it is skipped. A UIKit view whose size of
  /// its own changed (a banner that loaded an ad of another size), or that the app moved
  /// or faded itself, is laid out again, as before.
  struct LaidOut {
    var bounds: CGRect
    var insets: UIEdgeInsets
    private var platformViews: [(view: UIView, intrinsic: CGSize, frame: CGRect, alpha: CGFloat)] = []

    init(bounds: CGRect, insets: UIEdgeInsets) {
      self.bounds = bounds
      self.insets = insets
    }

    /// Notes a representable's UIKit view as the layout leaves it.
    @MainActor
    mutating func note(_ view: UIView) {
      platformViews.append((view, view.intrinsicContentSize, view.frame, view.alpha))
    }

    /// Whether a layout in the host now would read and give what this one did.
    @MainActor
    func stands(in host: UIView) -> Bool {
      guard host.bounds == bounds, host.safeAreaInsets == insets else { return false }
      return platformViews.allSatisfy { entry in
        entry.view.intrinsicContentSize == entry.intrinsic && entry.view.frame == entry.frame
          && entry.view.alpha == entry.alpha
      }
    }
  }
}
