extension View {
  /// Turns off the user's input to the view and the views it contains.
  public func disabled(_ disabled: Bool) -> some View {
    DisabledView(content: self, isDisabled: disabled)
  }

  /// Shows the view at the opacity: a view at no opacity takes no taps, as in SwiftUI, and
  /// the UIKit views of its representables are transparent; the layout keeps its place.
  public func opacity(_ opacity: Double) -> some View {
    OpacityView(content: self, opacity: opacity)
  }
}

/// The view `disabled(_:)` makes.
struct DisabledView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let isDisabled: Bool

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}

/// The view `opacity(_:)` makes.
struct OpacityView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let opacity: Double

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  /// A view nobody can see takes no taps.
  var isDisabled: Bool { opacity < 0.001 }

  var opacityFactor: Double { opacity }
}
