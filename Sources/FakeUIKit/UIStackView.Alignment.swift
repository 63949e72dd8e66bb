extension UIStackView {
  /// How a stack view places its arranged subviews across its axis.
  public enum Alignment: Int, Sendable {
    /// Stretched to the stack view's breadth.
    case fill = 0
    /// Along the leading edge of a vertical stack, or the top of a horizontal one.
    case leading = 1
    /// Along the first line of text; the fake, measuring no text, takes the top edge.
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// Along the trailing edge of a vertical stack, or the bottom of a horizontal one.
    case trailing = 4
    /// Along the last line of text; the fake, measuring no text, takes the bottom edge.
    case lastBaseline = 5

    /// Along the top edge of a horizontal stack: the same as ``leading``.
    public static let top = Alignment.leading
    /// Along the bottom edge of a horizontal stack: the same as ``trailing``.
    public static let bottom = Alignment.trailing
  }
}
