import AdSimulation
import Foundation

/// Foundation's timer, firing on the simulation's virtual clock.
///
/// Client code that imports FakeUIKit and writes `Timer.scheduledTimer(...)` gets this
/// type, which shadows Foundation's, as ``NotificationCenter`` does: a splash screen's
/// countdown or a retry delay then runs unchanged, in virtual time, on the main actor.
/// A game that pauses its timer by moving ``fireDate`` to `Date.distantFuture`, and
/// resumes it by moving it back, pauses and resumes on the virtual clock too.
@preconcurrency @MainActor
public final class Timer: NSObject {
  /// The time between firings, in seconds.
  public let timeInterval: TimeInterval
  /// How late the timer may fire; kept for the app to read, the fake fires on time.
  @exclusivity(unchecked) public var tolerance: TimeInterval = 0
  /// Whether the timer will fire again.
  @exclusivity(unchecked) public private(set) var isValid = true
  private let repeats: Bool
  private let block: @MainActor (Timer) -> Void
  let simulation: Simulation
  @exclusivity(unchecked) private var pending: Simulation.TimerID?
  /// The virtual moment of the next firing; `nil` while none is due (not yet added to the
  /// run loop, moved to the distant future, fired for good or invalidated).
  @exclusivity(unchecked) var nextFire: VirtualClock.Instant?
  /// The fire date an unscheduled timer was made with, used when it is added to a run loop.
  @exclusivity(unchecked) var initialFireDate: Date? {
    // Not called from the initializers, which set the distance themselves.
    didSet { initialFireDistance = initialFireDate?.timeIntervalSinceNow }
  }
  /// How far ahead of the real now ``initialFireDate`` was when it was given: the delay
  /// from the moment the timer is added, whatever real time passes in between.
  @exclusivity(unchecked) private var initialFireDistance: TimeInterval?
  /// Whether the timer has been handed to the clock, by a `scheduledTimer` call or a run loop.
  @exclusivity(unchecked) private(set) var isScheduled = false
  /// Counts the changes of schedule, so a firing that moved its own fire date keeps it.
  @exclusivity(unchecked) private var schedules = 0

  private init(
    interval: TimeInterval, repeats: Bool, user: String, block: @escaping @MainActor (Timer) -> Void
  ) {
    timeInterval = interval.isFinite ? max(0, interval) : 0
    self.repeats = repeats
    self.block = block
    simulation = Simulation.required(by: user)
    super.init()
  }

  /// Makes a timer that calls the block after the interval, again and again if it repeats;
  /// it waits until it is added to a run loop (``Foundation/RunLoop/add(_:forMode:)``).
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, user: "Timer(timeInterval:repeats:block:)", block: block)
  }

  /// Makes a timer that first fires at the date, then every interval if it repeats; it
  /// waits until it is added to a run loop (``Foundation/RunLoop/add(_:forMode:)``).
  public convenience init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, user: "Timer(fire:interval:repeats:block:)", block: block)
    initialFireDate = date
    initialFireDistance = date.timeIntervalSinceNow
  }

  /// Makes a timer that calls the block after the interval, again and again if it repeats.
  ///
  /// A repeating timer fires at least a millisecond apart, however short its interval.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(
      interval: interval, repeats: repeats, user: "Timer.scheduledTimer(withTimeInterval:repeats:block:)",
      block: block)
    timer.start()
    return timer
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    isValid = false
    cancelPending()
  }

  /// Fires the timer now, whatever its schedule; a timer that does not repeat stops.
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  /// Hands the timer to the clock, once: at its fire date if it was made with one, else
  /// after its interval.
  func start() {
    guard !isScheduled else { return }
    isScheduled = true
    if let distance = initialFireDistance {
      guard distance.isFinite, distance < Self.pausingDistance else { return }
      schedule(after: Self.virtualDelay(forDistance: distance))
    } else {
      schedule(after: intervalDelay)
    }
  }

  /// The timer's interval as a delay on the virtual clock.
  private var intervalDelay: Duration {
    let delay = Duration.milliseconds(Int64((timeInterval * 1000).rounded()))
    return repeats ? max(delay, .milliseconds(1)) : delay
  }

  /// Drops the waiting firing, if any; nothing is due afterwards.
  func cancelPending() {
    schedules += 1
    if let pending { simulation.cancel(pending) }
    pending = nil
    nextFire = nil
  }

  /// Fires the timer once the delay has passed on the virtual clock, instead of when it
  /// was due.
  func schedule(after delay: Duration) {
    cancelPending()
    guard isValid, !simulation.isFinished else { return }
    nextFire = simulation.clock.now.advanced(by: delay)
    // The simulation holds the timer while it waits, as a run loop does.
    pending = simulation.schedule(after: delay, "Timer") { [self] in
      pending = nil
      nextFire = nil
      guard isValid else { return }
      let before = schedules
      block(self)
      // A block that moved the fire date, or stopped the timer, has the last word.
      guard schedules == before else { return }
      if repeats { schedule(after: intervalDelay) } else { isValid = false }
    }
  }
}
