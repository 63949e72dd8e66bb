import Foundation

/// Distances in from each edge of a rectangle, such as the safe area's.
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle with each edge moved in by the insets.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
  }
}
