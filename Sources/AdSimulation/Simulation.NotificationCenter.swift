import Foundation

extension Simulation {
  /// A simulation's own notification center, where the fake app posts its lifecycle
  /// notifications; observer blocks run on the posting thread, whatever queue they name,
  /// in the order they were added.
  ///
  /// Apps usually observe with `queue: .main`. On a device, a post made on the main thread
  /// runs such a block before the post returns, and that is the order kept here.
  /// Foundation on Linux would hand the block to the main queue and wait for it from that
  /// same queue, which never returns; the fakes have no threads, so every queue is run
  /// inline and a run stays deterministic.
  ///
  /// Foundation on Linux also calls the observers of one notification in an order of its
  /// own, which changes from one process to the next. Here the observers added through
  /// this center's methods run in the order they were added, as on a device, so two
  /// processes playing one script (a worker and the command that shrinks its finding)
  /// record the same trace. Foundation still decides which observers a post reaches (by
  /// name and object) and keeps track of removals; this center only orders their blocks.
  /// A post made through Foundation's own methods (a `Notification` value, or an object
  /// that is not a class instance) runs the blocks as Foundation orders them, and an
  /// observer added through Foundation's own methods (on a center typed as Foundation's,
  /// or an async sequence of notifications) hears a post here before the ordered ones.
  open class NotificationCenter: Foundation.NotificationCenter, @unchecked Sendable {
    private let lock = NSLock()
    // Read and written only while `lock` is held.
    private var observersAdded = 0
    /// For each post under way through this center's methods, innermost last, the blocks
    /// Foundation found for it, with the order their observers were added in.
    private var posts: [[(order: Int, block: @Sendable (Notification) -> Void, notification: Notification)]] = []

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
      addOrderedObserver(forName: name, object: object, using: block)
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
      addOrderedObserver(forName: name, object: object, using: block)
    }

    /// Posts a notification of the name from the object, running its observers' blocks in
    /// the order the observers were added.
    public func post(name: Notification.Name, object: AnyObject?) {
      post(name: name, object: object, userInfo: nil)
    }

    /// Posts a notification of the name from the object with the information, running
    /// its observers' blocks in the order the observers were added.
    public func post(name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]?) {
      lock.withLock { posts.append([]) }
      super.post(name: name, object: object as Any?, userInfo: userInfo)
      let found = lock.withLock { posts.removeLast() }
      for entry in found.sorted(by: { $0.order < $1.order }) { entry.block(entry.notification) }
    }

    /// Adds the observer to Foundation's center with a block that, during a post made
    /// through this center, notes the observer's block for the post to run in order.
    private func addOrderedObserver(
      forName name: Notification.Name?, object: AnyObject?, using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
      let order = lock.withLock {
        observersAdded += 1
        return observersAdded
      }
      return super.addObserver(forName: name, object: object as Any?, queue: nil) { [unowned self] notification in
        let deferred = lock.withLock {
          guard !posts.isEmpty else { return false }
          posts[posts.count - 1].append((order, block, notification))
          return true
        }
        if !deferred { block(notification) }
      }
    }
  }
}
