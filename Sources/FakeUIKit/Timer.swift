import AdSimulation
import Foundation

/// Foundation's timer, firing on the simulation's virtual clock.
///
/// Client code that imports FakeUIKit and writes `Timer.scheduledTimer(...)` gets this
/// type, which shadows Foundation's, as ``NotificationCenter`` does: a splash screen's
/// countdown or a retry delay then runs unchanged, in virtual time, on the main actor.
@preconcurrency @MainActor
public final class Timer: NSObject {
  /// The time between firings, in seconds.
  public let timeInterval: TimeInterval
  /// Whether the timer will fire again.
  @exclusivity(unchecked) public private(set) var isValid = true
  private let repeats: Bool
  private let block: @MainActor (Timer) -> Void
  private let simulation: Simulation
  @exclusivity(unchecked) private var pending: Simulation.TimerID?

  private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
    timeInterval = interval.isFinite ? max(0, interval) : 0
    self.repeats = repeats
    self.block = block
    simulation = Simulation.required(by: "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
    super.init()
  }

  /// Makes a timer that calls the block after the interval, again and again if it repeats.
  ///
  /// A repeating timer fires at least a millisecond apart, however short its interval.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, block: block)
    timer.schedule()
    return timer
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    isValid = false
    if let pending { simulation.cancel(pending) }
    pending = nil
  }

  /// Fires the timer now, whatever its schedule; a timer that does not repeat stops.
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  private func schedule() {
    guard isValid, !simulation.isFinished else { return }
    var delay = Duration.milliseconds(Int64((timeInterval * 1000).rounded()))
    if repeats, delay < .milliseconds(1) { delay = .milliseconds(1) }
    // The simulation holds the timer while it waits, as a run loop does.
    pending = simulation.schedule(after: delay, "Timer") { [self] in
      pending = nil
      guard isValid else { return }
      block(self)
      if repeats { schedule() } else { isValid = false }
    }
  }
}
