import Foundation

extension Simulation {
  /// A simulation's own notification center, where the fake app posts its lifecycle
  /// notifications; observer blocks run on the posting thread, whatever queue they name.
  ///
  /// Apps usually observe with `queue: .main`. On a device, a post made on the main thread
  /// runs such a block before the post returns, and that is the order kept here.
  /// Foundation on Linux would hand the block to the main queue and wait for it from that
  /// same queue, which never returns; the fakes have no threads, so every queue is run
  /// inline and a run stays deterministic.
  open class NotificationCenter: Foundation.NotificationCenter, @unchecked Sendable {
    /// Registers a block for matching notifications, to run on the posting thread.
    ///
    /// This overload takes a queue that is not optional, so it is the one `queue: .main`
    /// and `queue: someQueue` reach. The block is `@Sendable` to Swift 6 code and not to
    /// Swift 5 code, as Foundation's Objective-C declaration is imported on a device: a
    /// Swift 5 screen's block calls the screen's own methods.
    ///
    /// - Returns: The token to pass to `removeObserver(_:)`.
    @preconcurrency
    @discardableResult
    public func addObserver(
      forName name: Notification.Name?, object: AnyObject?, queue: OperationQueue,
      using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
      super.addObserver(forName: name, object: object as Any?, queue: nil, using: block)
    }

    /// Registers a block for matching notifications, to run on the posting thread; the
    /// overload `queue: nil` reaches with an object or `nil`.
    ///
    /// As with the other overload, the block is `@Sendable` to Swift 6 code only.
    ///
    /// - Returns: The token to pass to `removeObserver(_:)`.
    @preconcurrency
    @discardableResult
    public func addObserver(
      forName name: Notification.Name?, object: AnyObject?, queue: OperationQueue?,
      using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
      super.addObserver(forName: name, object: object as Any?, queue: nil, using: block)
    }
  }
}
