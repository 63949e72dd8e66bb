/// Something whose delivery can be stopped.
public protocol Cancellable {
  /// Stops the delivery; a second call does nothing.
  func cancel()
}

/// A subscription's handle: cancelling it, or releasing it, stops the delivery.
///
/// Apps keep theirs in a `Set<AnyCancellable>` with ``store(in:)-(Set<AnyCancellable>)``,
/// as with Combine.
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A handle that runs the closure once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  /// A handle for another cancellable.
  public convenience init<C: Cancellable>(_ canceller: C) {
    self.init { canceller.cancel() }
  }

  deinit { onCancel?() }

  /// Stops the delivery.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Keeps the handle in the set, so the delivery lasts as long as the set holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps the handle in the collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Handles are equal when they are the same handle.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the handle's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
