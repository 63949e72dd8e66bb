import FakeCombine

/// An observable object a view owns: made once for the view's identity, from the
/// expression the view gives, and kept while the view keeps its place:
/// `@StateObject private var model = InterstitialViewModel()`.
///
/// The expression is not evaluated again when the parent shows the view anew; a change
/// the object announces shows the view again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box: ObjectBox<ObjectType>

  /// A state object made from the expression, once for the view's identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
    box = ObjectBox()
  }

  /// The object the view owns.
  @MainActor public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    // Read before the view is shown: SwiftUI makes a fresh object, not kept.
    let object = make()
    box.object = object
    return object
  }

  /// Bindings to the object's properties: `$model.isLoaded`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: Int) {
    let object: ObjectType
    if let kept = node.slots[slot] as? ObjectType {
      object = kept
    } else {
      object = box.object ?? make()
      node.slots[slot] = object
      node.graph?.forgetStateObjects()
    }
    box.object = object
    Observation.observe(object, from: node, slot: slot)
  }
}

/// Holds a state object for the views that share a `@StateObject`'s value.
final class ObjectBox<Object: AnyObject> {
  var object: Object?
}
