/// How a button is drawn: `.buttonStyle(.borderedProminent)`.
///
/// Styles do not change what a tap does or the simulated layout.
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}
}

/// A button with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  public init() {}
}

/// A button with a border filled with the accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent bordered style.
  public init() {}
}

/// A button with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}
}

/// A button drawn as its label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button with a border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button with a border filled with the accent colour.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button drawn as its label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// The view's buttons drawn in the style; taps and the layout do not change.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    self
  }
}
