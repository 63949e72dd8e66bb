extension UIView {
  /// How strongly a view keeps to its content's size along each axis, as the app set it.
  struct ContentPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  }

  /// The priority with which the view resists growing past its content's size along the
  /// axis: 250 (``UILayoutPriority/defaultLow``) unless set.
  ///
  /// Kept, not weighed: the fake's Auto Layout gives a view with no size of its own its
  /// intrinsic content size, then the constraints that bound it (see the layout notes in
  /// the package's documentation), so two views competing for the same room are not
  /// arbitrated by their priorities as on a device.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    contentPriorities?.hugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets the priority with which the view resists growing past its content's size.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    var priorities = contentPriorities ?? ContentPriorities()
    priorities.hugging[axis.rawValue] = priority
    contentPriorities = priorities
  }

  /// The priority with which the view resists shrinking below its content's size along the
  /// axis: 750 (``UILayoutPriority/defaultHigh``) unless set; kept, not weighed, as
  /// ``contentHuggingPriority(for:)`` is.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    contentPriorities?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets the priority with which the view resists shrinking below its content's size.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    var priorities = contentPriorities ?? ContentPriorities()
    priorities.compressionResistance[axis.rawValue] = priority
    contentPriorities = priorities
  }
}
