/// Views kept together with no layout of their own: its parent lays them out.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// Groups the views the closure builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: BuiltInView where Content: View {
  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}
