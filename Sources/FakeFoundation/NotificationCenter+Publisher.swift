import AdSimulation
import FakeCombine
import Foundation

extension NotificationCenter {
  /// A publisher of a center's notifications of one name, from any object or one:
  /// `NotificationCenter.Publisher(center: .default, name: UIApplication.didEnterBackgroundNotification)`.
  ///
  /// Foundation's process-wide default center stands for the simulation's, where the
  /// application posts its lifecycle notifications.
  public struct Publisher: FakeCombine.Publisher {
    /// Each notification.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never

    /// The center observed.
    public let center: Foundation.NotificationCenter
    /// The name of the notifications.
    public let name: Notification.Name
    /// The object whose notifications are published, or `nil` for any.
    public let object: AnyObject?

    /// A publisher of the center's notifications of the name.
    public init(center: Foundation.NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Delivers each matching notification, on the posting thread, until cancelled.
    public func attach(_ delivery: Delivery<Notification, Never>) -> AnyCancellable {
      let center =
        self.center === Foundation.NotificationCenter.default
        ? (Simulation.current?.notificationCenter ?? self.center) : self.center
      let box = UncheckedDelivery(delivery)
      let receive: @Sendable (Notification) -> Void = { notification in box.delivery.receive(notification) }
      // A simulation's center runs its observers in the order they came, as on a device.
      let token =
        (center as? Simulation.NotificationCenter)?.addObserver(
          forName: name, object: object, queue: nil as OperationQueue?, using: receive)
        ?? center.addObserver(forName: name, object: object, queue: nil, using: receive)
      return AnyCancellable { center.removeObserver(token) }
    }
  }
}

extension Foundation.NotificationCenter {
  /// A publisher of this center's notifications of the name.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

/// A delivery handed to the notification center's observer block: the simulation posts on
/// the thread that runs the app's work, where the delivery was attached.
private final class UncheckedDelivery<Output>: @unchecked Sendable {
  let delivery: Delivery<Output, Never>
  init(_ delivery: Delivery<Output, Never>) { self.delivery = delivery }
}
