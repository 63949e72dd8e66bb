/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
  /// Nothing.
  public init() {}
}

extension EmptyView: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .empty }
}
