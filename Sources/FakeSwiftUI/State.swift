import AdSimulation

/// A value a view owns, kept by the view graph for as long as the view keeps its identity:
/// `@State private var isShowingAlert = false`.
///
/// Setting it shows the view again at the next update. Before the view is shown, the
/// property holds its initial value; the graph then links it to the value it keeps.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// A state starting at the value.
  public init(wrappedValue value: Value) {
    location = StateLocation(value)
  }

  /// A state starting at the value (the older spelling).
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value the graph keeps; setting it shows the view again.
  public var wrappedValue: Value {
    get { location.resolved.value }
    nonmutating set { location.resolved.set(newValue) }
  }

  /// A binding to the value: `$isShowingAlert`.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.resolved.value }, set: { location.resolved.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: NodeLinkedProperty {
  func link(to node: ViewNode, slot: Int) {
    if let kept = node.slots[slot] as? StateLocation<Value> {
      // The view shown again as it was keeps the very location the graph kept.
      if kept !== location { location.target = kept }
    } else {
      location.target = nil
      location.node = node.held
      node.slots[slot] = location
    }
  }
}

/// Where a `@State` value lives: the location the graph keeps, or one that points to it.
final class StateLocation<Value>: StateLocationSlot, @unchecked Sendable {
  var value: Value
  /// The location kept for the view, when this one was made by a newer value of the view.
  var target: StateLocation<Value>?
  /// The node to show again on a change.
  var node: Lifeline.Held<ViewNode>?

  init(_ value: Value) {
    self.value = value
  }

  /// The location that holds the value.
  var resolved: StateLocation<Value> { target?.resolved ?? self }

  func set(_ newValue: Value) {
    value = newValue
    if let node { ViewNode.invalidate(node) }
  }
}

/// A `@State` location, as a node's slots hold it beside state objects.
protocol StateLocationSlot: AnyObject {}
