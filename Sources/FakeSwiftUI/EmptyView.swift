/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Nothing.
  public init() {}
}

extension EmptyView: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .empty }
}
