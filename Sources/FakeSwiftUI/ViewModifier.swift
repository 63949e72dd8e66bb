/// A change to a view, written as a view of its content: SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, as the modifier's body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View
}

extension _ViewModifier_Content: BuiltInView {
  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// The view with the modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Shown by the view graph through the modifier's body.
  public typealias Body = Never
}

extension ModifiedContent: BuiltInView where Content: View, Modifier: ViewModifier {
  func expand(into children: inout ViewChildren) {
    children.append(modifier.body(content: _ViewModifier_Content(content: content)))
  }

  func update(node: ViewNode) {
    // A modifier's own state (`@State` inside it) is kept as a view's is.
    DynamicProperties.link(modifier, to: node)
  }
}

extension View {
  /// Applies the modifier.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
