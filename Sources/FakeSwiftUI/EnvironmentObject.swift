import FakeCombine

/// An observable object an ancestor put in the environment with `environmentObject(_:)`:
/// `@EnvironmentObject var store: AdStore`. A change it announces shows the view again.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object; reading it where no ancestor gave one stops the app, as SwiftUI does.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: Int) {
    guard let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      box.object = nil
      return
    }
    box.object = object
    Observation.observe(object, from: node, slot: slot)
  }
}
