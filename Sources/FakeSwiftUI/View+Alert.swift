import AdSimulation
import FakeUIKit

extension View {
  /// Shows the alert while the binding is true, presented over the view's screen as a
  /// UIKit alert; a tap on one of its buttons sets the binding back to false, then runs
  /// the button's action.
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    AlertView(content: self, isPresented: isPresented) {
      let alert = content()
      return (alert.title.content, alert.message?.content, alert.buttons.map { ($0.label.content, $0.role, $0.action) })
    }
  }

  /// Shows an alert with the title, the buttons the actions build (an OK button where
  /// they build none) and the message, while the binding is true.
  public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    AlertView(content: self, isPresented: isPresented) {
      let buttons = ButtonCollector.buttons(in: actions())
      let message = ButtonCollector.texts(in: message()).joined(separator: " ")
      return (String(title), message.isEmpty ? nil : message, buttons.isEmpty ? [("OK", nil, nil)] : buttons)
    }
  }

  /// Shows an alert with the title and the buttons the actions build, while the binding
  /// is true.
  public func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
}

/// An alert's title, message and buttons, ready for UIKit.
typealias AlertContent = (
  title: String, message: String?, buttons: [(title: String, role: ButtonRole?, action: (() -> Void)?)]
)

/// The view the alert modifiers make: it presents a UIKit alert while its binding is true.
struct AlertView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let isPresented: Binding<Bool>
  let make: () -> AlertContent

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func update(node: ViewNode) {
    let wanted = isPresented.wrappedValue
    let binding = isPresented
    let make = make
    node.graph?.afterUpdate { [held = node.held] in
      guard let node = held.value else { return }
      let shown = node.slots[AlertSlot.position] as? UIAlertController
      if wanted, shown?.presentingViewController == nil {
        let content = make()
        let alert = UIAlertController(title: content.title, message: content.message, preferredStyle: .alert)
        for button in content.buttons {
          let style: UIAlertAction.Style =
            button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
          alert.addAction(
            UIAlertAction(title: button.title, style: style) { _ in
              binding.wrappedValue = false
              button.action?()
            })
        }
        node.slots[AlertSlot.position] = alert
        node.graph?.presentingController?.present(alert, animated: true)
      } else if !wanted, let shown, shown.presentingViewController != nil {
        shown.dismiss(animated: true)
        node.slots[AlertSlot.position] = nil
      }
    }
  }
}

/// Where an alert modifier keeps the alert it shows.
enum AlertSlot {
  static var position: Int { -2 }
}

/// Reads buttons and text out of views built for an alert, without showing them.
@MainActor
enum ButtonCollector {
  /// The buttons in the view, in order, with their titles.
  static func buttons(in view: any View) -> [(title: String, role: ButtonRole?, action: (() -> Void)?)] {
    var found: [(String, ButtonRole?, (() -> Void)?)] = []
    visit(view) { view in
      guard let button = view as? any AlertActionSource else { return true }
      found.append(button.alertAction)
      return false
    }
    return found
  }

  /// The texts in the view, in order.
  static func texts(in view: any View) -> [String] {
    var found: [String] = []
    visit(view) { view in
      if let text = view as? Text { found.append(text.content) }
      return true
    }
    return found
  }

  /// The views the given ones stand for, with the views that only hold others (tuples,
  /// groups, conditionals, `ForEach`) opened: a tab view's tabs.
  static func flatten(_ views: [any View]) -> [any View] {
    views.flatMap { view -> [any View] in
      guard view is any Transparent, let builtIn = BuiltIn.of(view) else { return [view] }
      var children = ViewChildren()
      builtIn.expand(into: &children)
      return flatten(children.entries.map(\.value.erased))
    }
  }

  private static func visit(_ view: any View, _ body: (any View) -> Bool) {
    guard body(view) else { return }
    var children = ViewChildren()
    if let builtIn = BuiltIn.of(view) {
      builtIn.expand(into: &children)
    } else {
      children.append(bodyOf(view))
    }
    for child in children.entries { visit(child.value.erased, body) }
  }

  private static func bodyOf<V: View>(_ view: V) -> any View {
    view.body
  }
}

/// A button read as an alert's action.
@MainActor
protocol AlertActionSource {
  /// Its title, role and action.
  var alertAction: (title: String, role: ButtonRole?, action: (() -> Void)?) { get }
}

/// A view that only holds others, which its parent lays out as if they stood in its place.
@MainActor
protocol Transparent {}

extension TupleView: Transparent {}
extension Group: Transparent where Content: View {}
extension _ConditionalContent: Transparent {}
extension Optional: Transparent where Wrapped: View {}
extension ForEach: Transparent {}
extension AnyView: Transparent {}
