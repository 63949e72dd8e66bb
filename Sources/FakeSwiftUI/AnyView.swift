/// A view of any type: its identity follows the type of the view it wraps.
nonisolated public struct AnyView: View {
  let wrapped: any View

  /// Wraps the view.
  public init<V: View>(_ view: V) {
    wrapped = view
  }

  /// Wraps a view of a type known only at run time.
  init(_fromAny view: any View) {
    wrapped = view
  }

  /// Wraps the view, or gives `nil` when the value is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    wrapped = view
  }
}

extension AnyView: BuiltInView {
  func expand(into children: inout ViewChildren) {
    children.append(wrapped)
  }
}
