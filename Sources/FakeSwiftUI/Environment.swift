/// A value a view reads from its environment: `@Environment(\.scenePhase) var scenePhase`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at the key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, as the view's surroundings give it now.
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: NodeLinkedProperty {
  func link(to node: ViewNode, slot: Int) {
    box.values = node.environment
    if keyPath == \EnvironmentValues.scenePhase { node.readsScenePhase = true }
  }
}

/// The environment a property read when its view was last shown.
final class EnvironmentBox {
  var values: EnvironmentValues?
}
