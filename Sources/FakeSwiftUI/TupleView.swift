/// Several views in order, as a `ViewBuilder` makes of several statements.
nonisolated public struct TupleView<T>: View {
  /// The views.
  public var value: T

  /// The views in order.
  public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: BuiltInView {
  func expand(into children: inout ViewChildren) {
    // The elements of a tuple of views: a parameter pack made it, so each is a view.
    for element in Mirror(reflecting: value).children {
      guard let view = element.value as? any View else { continue }
      children.append(view)
    }
  }
}
