/// Several views in order, as a `ViewBuilder` makes of several statements.
nonisolated public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// The views as the builder gave them, so that showing them reads no tuple by reflection.
  let elements: [any ViewValue]?

  /// The views in order.
  public init(_ value: T) {
    self.value = value
    elements = nil
  }

  /// The views in order, and each on its own.
  init(_ value: T, elements: [any ViewValue]) {
    self.value = value
    self.elements = elements
  }
}

extension TupleView: BuiltInView {
  func expand(into children: inout ViewChildren) {
    if let elements {
      for view in elements { children.append(view) }
      return
    }
    // The elements of a tuple of views: a parameter pack made it, so each is a view.
    for element in Mirror(reflecting: value).children {
      guard let view = element.value as? any View else { continue }
      children.append(view)
    }
  }
}
