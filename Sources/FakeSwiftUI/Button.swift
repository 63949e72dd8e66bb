/// A control that runs its action when the user taps it.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label

  /// A button showing the label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// A button showing the title.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: BuiltInView {
  func expand(into children: inout ViewChildren) {
    children.append(label)
  }
}

/// A button as the user finds it: by the text of its label.
@MainActor
protocol Tappable {
  /// The text the button shows.
  func title(in node: ViewNode) -> String
  /// Taps the button.
  func tap()
}

extension Button: Tappable {
  func title(in node: ViewNode) -> String {
    node.subtree.compactMap { $0.role(Text.self)?.content }.joined(separator: " ")
  }

  func tap() {
    action()
  }
}
