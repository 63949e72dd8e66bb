import FakeUIKit

/// Views one above the other, `spacing` apart (8 points where none is given).
public struct VStack<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// Stacks the views the closure builds.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: BuiltInView {
  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .stack(axis: .vertical, spacing: spacing ?? 8) }
}

/// Views side by side, `spacing` apart (8 points where none is given).
public struct HStack<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// Lines up the views the closure builds.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: BuiltInView {
  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .stack(axis: .horizontal, spacing: spacing ?? 8) }
}

/// Views on top of each other, the later in front, centred.
public struct ZStack<Content: View>: View {
  let content: Content

  /// Overlays the views the closure builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ZStack: BuiltInView {
  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .overlay }
}

/// Space that stretches along its stack, at least `minLength` (8 points where none is given).
public struct Spacer: View {
  let minLength: CGFloat?

  /// A spacer of at least the length.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .spacer(minLength: minLength ?? 8) }
}

/// Where views line up across a vertical stack.
public enum HorizontalAlignment: Sendable, Hashable {
  /// At the leading edge.
  case leading
  /// Centred.
  case center
  /// At the trailing edge.
  case trailing
}

/// Where views line up across a horizontal stack.
public enum VerticalAlignment: Sendable, Hashable {
  /// At the top.
  case top
  /// Centred.
  case center
  /// At the bottom.
  case bottom
}
