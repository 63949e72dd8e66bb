import AdSimulation
import FakeCombine

/// An observable object a view watches but does not own: a change it announces shows the
/// view again. The view keeps whatever object its parent gives it each time.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object watched.
  public var wrappedValue: ObjectType

  /// Watches the object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Watches the object (the older spelling).
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties: `$model.isLoaded`.
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: Int) {
    Observation.observe(wrappedValue, from: node, slot: slot)
  }
}

/// The subscriptions that show a view again when an object it reads announces a change.
@MainActor
enum Observation {
  /// Watches the object for the node, unless it already watches that object there.
  static func observe<Object: ObservableObject>(_ object: Object, from node: ViewNode, slot: Int) {
    let identity = ObjectIdentifier(object)
    if node.observations[slot]?.object == identity { return }
    let subscription = object.objectWillChange.sink { [held = node.held] _ in ViewNode.invalidate(held) }
    node.observations[slot] = (identity, subscription)
  }
}
