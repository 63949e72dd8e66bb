/// A publisher with its type erased, as APIs hand them out: `AnyPublisher<Bool, Never>`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attachment: (Delivery<Output, Failure>) -> AnyCancellable

  /// The publisher, with its type erased.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attachment = publisher.attach
  }

  /// A publisher that attaches deliveries through the closure.
  init(attach: @escaping (Delivery<Output, Failure>) -> AnyCancellable) {
    attachment = attach
  }

  /// Starts delivering what the erased publisher publishes.
  public func attach(_ delivery: Delivery<Output, Failure>) -> AnyCancellable { attachment(delivery) }
}

/// A publisher of one value, then the end.
public struct Just<Output>: Publisher {
  /// It never fails.
  public typealias Failure = Never
  /// The value it publishes.
  public let output: Output

  /// A publisher of the value.
  public init(_ output: Output) { self.output = output }

  /// Delivers the value and the end at once.
  public func attach(_ delivery: Delivery<Output, Never>) -> AnyCancellable {
    delivery.receive(output)
    delivery.receive(completion: .finished)
    return AnyCancellable {}
  }
}
