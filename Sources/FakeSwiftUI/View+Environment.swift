import FakeCombine

extension View {
  /// Puts the object in the environment of the view and the views it contains, for their
  /// `@EnvironmentObject` properties of its type.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    EnvironmentView(content: self) { $0.objects[ObjectIdentifier(Object.self)] = object }
  }

  /// Sets the environment value at the key path for the view and the views it contains.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
    EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// The view `environmentObject(_:)` and `environment(_:_:)` make.
struct EnvironmentView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func environment(from environment: EnvironmentValues) -> EnvironmentValues {
    var changed = environment
    change(&changed)
    return changed
  }
}
