import AdSimulation
import FakeCombine

extension View {
  /// Runs the action with the new value when the value changes between two updates.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    ChangeView(content: self, value: value, initial: false) { _, new in action(new) }
  }

  /// Runs the action with the old and the new value when the value changes between two
  /// updates, and with the value twice as the view appears when `initial` is true.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    ChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs the action with the new value when the value changes between two updates, and
  /// with the value as the view appears when `initial` is true.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    ChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs the action with each value the publisher delivers while the view is shown.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    ReceiveView(content: self, publisher: publisher, action: action)
  }
}

/// The view `onChange` makes: it keeps the value it last saw in its node.
struct ChangeView<Content: View, Value: Equatable>: View, BuiltInView, LifecycleModifier {
  typealias Body = Never
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func update(node: ViewNode) {
    let seen = node.slots[ChangeSlot.position] as? SeenValue<Value>
    node.slots[ChangeSlot.position] = SeenValue(value)
    // SwiftUI tells the change after the update that saw it.
    guard let old = seen?.value, old != value else { return }
    let (action, value) = (action, value)
    node.graph?.afterUpdate { action(old, value) }
  }

  func appeared(_ node: ViewNode) {
    if initial { action(value, value) }
  }

  func disappeared(_ node: ViewNode) {}
}

/// The value an `onChange` saw last.
final class SeenValue<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Where an `onChange` keeps its value.
enum ChangeSlot {
  static var position: Int { -3 }
}

/// The view `onReceive` makes: it attaches to the publisher as it appears.
struct ReceiveView<Content: View, P: Publisher>: View, BuiltInView, LifecycleModifier where P.Failure == Never {
  typealias Body = Never
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func appeared(_ node: ViewNode) {
    let subscription = publisher.sink { [held = node.held] output in
      // The latest action, from the view as last shown.
      guard let view = held.value?.value.cast(to: ReceiveView<Content, P>.self) else { return }
      view.action(output)
    }
    node.slots[ReceiveSlot.position] = subscription
  }

  func disappeared(_ node: ViewNode) {
    node.slots[ReceiveSlot.position] = nil
  }
}

/// Where an `onReceive` keeps its subscription.
enum ReceiveSlot {
  static var position: Int { -4 }
}
