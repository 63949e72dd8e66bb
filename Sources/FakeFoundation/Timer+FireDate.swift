import AdSimulation
import Dispatch
import Foundation

extension Timer {
  /// The moment the timer fires next; setting it moves the next firing to that moment.
  ///
  /// A date stands for the virtual moment as far from the virtual now as the date is from
  /// the now `Date()` gives (inside a run on Linux, the run's clock itself; elsewhere the
  /// real clock): reading gives `Date()` plus the virtual time left, and
  /// `Date().addingTimeInterval(x)` set a moment later means "x seconds from now". The
  /// distance is read as ``DispatchQueue/virtualDelay(until:calledAt:)`` reads a deadline,
  /// taking the roundest delay from 1 ms before the distance to 9 ms after it, so a date the
  /// app computed from an earlier reading of this property lands exactly.
  ///
  /// `Date.distantFuture` (or any date more than 30 years away) pauses the timer: it
  /// stays valid and never fires until the date is moved back. A date in the past fires it
  /// as soon as the app returns to the simulation; a repeating timer then fires every
  /// interval from that firing. A timer with nothing due (paused, fired for good or
  /// invalidated) reads `Date.distantFuture`; an invalidated one ignores a new date. A timer
  /// not yet added to a run loop keeps the date for when it is, as a distance from the now
  /// when the date was given, counted from the moment it is added: however much real
  /// time passes in between, it fires at the same virtual moment.
  public var fireDate: Date {
    get {
      guard isScheduled else { return initialFireDate ?? Date().addingTimeInterval(timeInterval) }
      guard let nextFire else { return .distantFuture }
      let left = simulation.clock.now.duration(to: nextFire)
      return Date().addingTimeInterval(Double(left.wholeMilliseconds) / 1000)
    }
    set {
      guard isValid else { return }
      guard isScheduled else {
        initialFireDate = newValue
        return
      }
      let distance = newValue.timeIntervalSinceNow
      guard distance.isFinite, distance < Self.pausingDistance else { return cancelPending() }
      schedule(after: Self.virtualDelay(forDistance: distance))
    }
  }

  /// How far ahead a fire date pauses the timer rather than scheduling it: 30 years.
  static let pausingDistance: TimeInterval = 30 * 365 * 86_400

  /// The virtual delay an app meant by a fire date the distance away on the real clock.
  ///
  /// The distance may be a little short of the delay meant, when the app read `Date()`
  /// before the call, or a little over it, when it added a real pause measured between
  /// two readings of the clock to a fire date it read; the delay is the roundest value
  /// from 1 ms before the distance to 9 ms after it, or, for a distance of a second or
  /// more that reads as no whole tenth, the whole second up to 100 ms after it (a thread
  /// stalled between reading the clock and the call).
  package static func virtualDelay(forDistance distance: TimeInterval) -> Duration {
    guard distance > 0 else { return .zero }
    let nanoseconds = UInt64((distance * 1e9).rounded())
    return DispatchQueue.virtualDelay(until: nanoseconds, calledAt: 1_000_000)
  }
}

extension RunLoop {
  /// Starts a timer made with `Timer(timeInterval:repeats:block:)` or
  /// `Timer(fire:interval:repeats:block:)` on the simulation's virtual clock; the mode
  /// does not matter, and a timer already started is left as it is.
  @MainActor
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.start()
  }
}
