// Combine's `Subject` protocol is left out: app code names the two subjects, never the
// protocol, and the name would clash with the harness's own `Subject` in every test file
// that plugs a client in.

/// A subject that hands each value to those attached when it is sent, and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  private let deliveries = Deliveries<Output, Failure>()

  /// A subject with nobody attached.
  public init() {}

  /// Starts delivering the values sent from now on.
  public func attach(_ delivery: Delivery<Output, Failure>) -> AnyCancellable { deliveries.add(delivery) }
  /// Publishes a value.
  public func send(_ value: Output) { deliveries.send(value) }
  /// Ends the stream.
  public func send(completion: Subscribers.Completion<Failure>) { deliveries.finish(completion) }
}

extension PassthroughSubject where Output == Void {
  /// Publishes the one value of `Void`.
  public func send() { send(()) }
}
