/// A property that publishes its changes: `@Published var isAdReady = false`.
///
/// As in Combine, a change first fires the owning object's `objectWillChange`, then
/// hands the new value to those attached to `$property`, and only then is stored: a
/// subscriber that reads the property back still sees the old value. Attaching to
/// `$property` delivers the current value at once.
@propertyWrapper
public struct Published<Value> {
  /// The value and those attached to it; the struct is a handle on it.
  final class Storage {
    var value: Value
    let deliveries = Deliveries<Value, Never>()
    var objectWillChange: ObservableObjectPublisher?
    var assignment: AnyCancellable?

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
      objectWillChange?.send()
      deliveries.send(newValue)
      value = newValue
    }
  }

  let storage: Storage

  /// A published property starting at the value.
  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  /// A published property starting at the value (the older spelling).
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The property's value; setting it publishes the change.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.set(newValue) }
  }

  /// The property's changes as a publisher: `$isAdReady`.
  ///
  /// It is writable so that `assign(to: &$isAdReady)` compiles as in Combine; the
  /// publisher is a handle on the property's storage, so writing it back changes nothing.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// The changes of a `@Published` property.
  public struct Publisher: FakeCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    let storage: Storage

    /// Delivers the current value at once, then each new one.
    public func attach(_ delivery: Delivery<Value, Never>) -> AnyCancellable {
      delivery.receive(storage.value)
      return storage.deliveries.add(delivery)
    }
  }
}

extension Published: PublishedProperty {
  var objectWillChange: ObservableObjectPublisher? {
    get { storage.objectWillChange }
    nonmutating set { storage.objectWillChange = newValue }
  }
}

extension FakeCombine.Publisher where Failure == Never {
  /// Sets the published property to each value, for as long as the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.assignment = attach(Delivery(value: { [weak storage] in storage?.set($0) }))
  }
}
