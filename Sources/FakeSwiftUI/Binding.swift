/// Read and write access to a value someone else owns: `@Binding var isPresented: Bool`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads and writes through the closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself: `$isPresented`.
  public var projectedValue: Binding<Value> { self }

  /// A binding from another: `init(projectedValue:)` lets `@Binding var x` take `$y`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}

extension Binding: DynamicProperty {}
