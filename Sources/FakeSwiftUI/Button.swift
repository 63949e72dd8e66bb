/// A control that runs its action when the user taps it.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button showing the label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role (in an alert: cancel, destructive) showing the label.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button showing the title.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role showing the title.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: AlertActionSource {
  var alertAction: (title: String, role: ButtonRole?, action: (() -> Void)?) {
    (ButtonCollector.texts(in: label).joined(separator: " "), role, action)
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
  func tap(in node: ViewNode)
}

extension Tappable {
  func title(in node: ViewNode) -> String {
    var texts: [String] = []
    Self.appendTexts(in: node, to: &texts)
    return texts.count == 1 ? texts[0] : texts.joined(separator: " ")
  }

  /// Appends the texts the node and the views it contains draw, in the order they stand.
  private static func appendTexts(in node: ViewNode, to texts: inout [String]) {
    if let text = node.role(Text.self) { texts.append(text.content) }
    for child in node.children { appendTexts(in: child, to: &texts) }
  }
}

extension Button: Tappable {
  func tap(in node: ViewNode) {
    action()
  }
}
