/// Something that hands out values over time, then perhaps a completion: Combine's
/// `Publisher`, reduced to what app code calls.
///
/// App code uses publishers through their operators (`sink`, `map`, `receive(on:)`,
/// `assign(to:on:)`, ...), which is what real ad managers do with `@Published` state. A
/// type of the app's own that publishes implements ``attach(_:)``; Combine's `Subscriber`
/// and demand are not modelled: every value is delivered as it comes.
public protocol Publisher<Output, Failure> {
  /// The values published.
  associatedtype Output
  /// The error a failing publisher ends with; `Never` for one that cannot fail.
  associatedtype Failure: Error

  /// Starts delivering to the delivery, until the returned cancellable is cancelled or
  /// released.
  func attach(_ delivery: Delivery<Output, Failure>) -> AnyCancellable
}

/// Where a publisher delivers: a value handler and a completion handler.
public final class Delivery<Output, Failure: Error> {
  let value: (Output) -> Void
  let completion: (Subscribers.Completion<Failure>) -> Void

  /// A delivery to the two handlers.
  public init(
    value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
  ) {
    self.value = value
    self.completion = completion
  }

  /// Delivers a value.
  public func receive(_ input: Output) { value(input) }

  /// Delivers the end of the stream.
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// The namespace of Combine's subscriber types; here, the completion.
public enum Subscribers {
  /// How a stream ended: finished, or failed with an error.
  public enum Completion<Failure: Error> {
    /// The stream ended normally.
    case finished
    /// The stream ended with the error.
    case failure(Failure)
  }
}
