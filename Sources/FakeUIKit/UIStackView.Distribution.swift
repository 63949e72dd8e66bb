extension UIStackView {
  /// How a stack view sizes and spaces its arranged subviews along its axis.
  public enum Distribution: Int, Sendable {
    /// Each at its own length, one after another, ``UIStackView/spacing`` apart.
    case fill = 0
    /// All the same length, sharing the stack view's length.
    case fillEqually = 1
    /// Lengths in proportion to their own, sharing the stack view's length.
    case fillProportionally = 2
    /// Each at its own length, with equal gaps filling the stack view's length.
    case equalSpacing = 3
    /// Each at its own length, with their centres an equal distance apart.
    case equalCentering = 4
  }
}
