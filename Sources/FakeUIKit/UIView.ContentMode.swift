extension UIView {
  /// How a view lays out its content in its bounds when the two differ in size.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill, whatever the aspect ratio.
    case scaleToFill = 0
    /// Scaled to fit inside, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to cover, keeping the aspect ratio; the overflow is clipped if the view clips.
    case scaleAspectFill = 2
    /// Drawn again whenever the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// Along the top edge, unscaled.
    case top = 5
    /// Along the bottom edge, unscaled.
    case bottom = 6
    /// Along the left edge, unscaled.
    case left = 7
    /// Along the right edge, unscaled.
    case right = 8
    /// In the top left corner, unscaled.
    case topLeft = 9
    /// In the top right corner, unscaled.
    case topRight = 10
    /// In the bottom left corner, unscaled.
    case bottomLeft = 11
    /// In the bottom right corner, unscaled.
    case bottomRight = 12
  }
}
