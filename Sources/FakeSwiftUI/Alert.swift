/// An alert as `alert(isPresented:content:)` shows it: a title, a message and one or two
/// buttons.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, OK where none is given.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A plain button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that closes the alert.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A Cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button that destroys something.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// What a button does, for the alerts and menus that place it by its role.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// Closes without acting.
  public static let cancel = ButtonRole(name: "cancel")
  /// Destroys something.
  public static let destructive = ButtonRole(name: "destructive")
}
