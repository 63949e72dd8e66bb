extension Optional: View where Wrapped: View {
  /// Shown by the view graph: the view when there is one, nothing otherwise.
  public typealias Body = Never
}

extension Optional: BuiltInView where Wrapped: View {
  func expand(into children: inout ViewChildren) {
    if let view = self { children.append(view) }
  }
}

/// An optional view, which the graph shows as the view it holds, in a node of its own.
protocol OptionalView {}

extension Optional: OptionalView where Wrapped: View {}
