extension View {
  /// Turns off the user's input to the view and the views it contains.
  public func disabled(_ disabled: Bool) -> some View {
    DisabledView(content: self, isDisabled: disabled)
  }

  /// Shows the view at the opacity; it has no effect on the simulated layout or input.
  public func opacity(_ opacity: Double) -> some View {
    self
  }
}

/// A view whose input may be turned off.
@MainActor
protocol DisablingView {
  /// Whether the user's input is off.
  var isDisabled: Bool { get }
}

/// The view `disabled(_:)` makes.
struct DisabledView<Content: View>: View, BuiltInView, DisablingView {
  typealias Body = Never
  let content: Content
  let isDisabled: Bool

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}
