/// A subject that keeps its latest value and hands it to each newcomer first.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  private let deliveries = Deliveries<Output, Failure>()

  /// The latest value; setting it publishes it.
  public var value: Output {
    didSet { deliveries.send(value) }
  }

  /// A subject holding the value.
  public init(_ value: Output) { self.value = value }

  /// Delivers the current value at once, then each new one.
  public func attach(_ delivery: Delivery<Output, Failure>) -> AnyCancellable {
    if deliveries.completion == nil { delivery.receive(value) }
    return deliveries.add(delivery)
  }
  /// Publishes a value and keeps it.
  public func send(_ value: Output) { self.value = value }
  /// Ends the stream.
  public func send(completion: Subscribers.Completion<Failure>) { deliveries.finish(completion) }
}

extension CurrentValueSubject where Output == Void {
  /// Publishes the one value of `Void`.
  public func send() { send(()) }
}
