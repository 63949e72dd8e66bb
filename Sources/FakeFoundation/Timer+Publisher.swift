import AdSimulation
import FakeCombine
import Foundation

extension Timer {
  /// A publisher that delivers the date every interval once connected, on the virtual
  /// clock: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  nonisolated public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Any? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The timer publisher: nothing is delivered until it is connected.
  ///
  /// Used from the app's main-actor code, as the simulation runs it; its timer is the
  /// main actor's.
  public final class TimerPublisher: FakeCombine.Publisher, @unchecked Sendable {
    /// The date of each firing.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// The time between deliveries, in seconds.
    public let interval: TimeInterval
    private let deliveries = Deliveries<Date, Never>()
    nonisolated(unsafe) private var timer: Timer?

    init(interval: TimeInterval) {
      self.interval = interval
    }

    /// Delivers each firing from now on.
    public func attach(_ delivery: Delivery<Date, Never>) -> AnyCancellable {
      deliveries.add(delivery)
    }

    /// Starts the timer; cancelling the result stops it.
    public func connect() -> any Cancellable {
      MainActor.assumeIsolated {
        if timer == nil {
          timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            self?.deliveries.send(Date())
          }
        }
      }
      return AnyCancellable { [weak self] in
        MainActor.assumeIsolated {
          self?.timer?.invalidate()
          self?.timer = nil
        }
      }
    }

    /// A publisher that connects when the first subscriber attaches, and stops the timer
    /// when the last one goes.
    public func autoconnect() -> Autoconnect {
      Autoconnect(upstream: self)
    }

    /// The publisher `autoconnect()` makes.
    public final class Autoconnect: FakeCombine.Publisher {
      /// The date of each firing.
      public typealias Output = Date
      /// It never fails.
      public typealias Failure = Never

      let upstream: TimerPublisher
      private var connection: (any Cancellable)?
      private var attached = 0

      init(upstream: TimerPublisher) {
        self.upstream = upstream
      }

      /// Delivers each firing, starting the timer for the first subscriber.
      public func attach(_ delivery: Delivery<Date, Never>) -> AnyCancellable {
        let subscription = upstream.attach(delivery)
        attached += 1
        if connection == nil { connection = upstream.connect() }
        // The subscription keeps the publisher, and with it the timer, as Combine's does.
        return AnyCancellable { [self] in
          subscription.cancel()
          self.attached -= 1
          if self.attached == 0 {
            self.connection?.cancel()
            self.connection = nil
          }
        }
      }
    }
  }
}
