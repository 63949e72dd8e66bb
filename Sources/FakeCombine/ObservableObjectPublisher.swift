/// The publisher an observable object fires just before it changes.
public final class ObservableObjectPublisher: Publisher {
  /// Each firing carries nothing: what changed is read from the object.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let deliveries = Deliveries<Void, Never>()

  /// A publisher with nobody attached.
  public init() {}

  /// Starts delivering the firings from now on.
  public func attach(_ delivery: Delivery<Void, Never>) -> AnyCancellable { deliveries.add(delivery) }

  /// Fires: the object is about to change.
  public func send() { deliveries.send(()) }
}
