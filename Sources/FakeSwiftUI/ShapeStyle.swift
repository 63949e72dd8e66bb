/// A colour or a level of emphasis to draw with: `.foregroundStyle(.secondary)`.
///
/// Styles do not change the simulated layout.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A level of emphasis: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  /// The emphasis of primary content.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The emphasis of secondary content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The emphasis of tertiary content.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The emphasis of quaternary content.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The emphasis of primary content.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The emphasis of secondary content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The emphasis of tertiary content.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension View {
  /// The view drawn in the style; it does not change the simulated layout.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    self
  }
}
