import AdSimulation
import Foundation

/// A stage a rule plays on: the subject's client in a simulation, driven step by step.
///
/// Each kind of ad has its stage, made by its subjects' ``SubjectSetup`` for every run:
/// the banner stage puts the client's screen in a window, the app open stage makes its app
/// delegate. Its rules take the stage as their argument. The harness tears it down after
/// the verdict. The extension gives every kind's rules the same ways to drive the run and
/// to wait until something holds.
@MainActor
public protocol Stage: AnyObject {
  /// The kind of ad whose rules play on this stage.
  nonisolated static var kind: Rule.Kind { get }
  /// The simulation the stage plays on.
  var simulation: Simulation { get }
  /// Readies the client for a script played from start to end, as `adconform play` and
  /// the isolation warm-up do; rules ready it themselves. Does nothing by default.
  func prepareToPlay()
  /// Lets go of the client's objects.
  func tearDown()
  /// The steps exploration may take now, weighted toward those that act in the current
  /// state; see ``Exploration/Menu``.
  func explorationMenu() -> Exploration.Menu
}

extension Stage {
  /// Does nothing: most clients need no readying for a script.
  public func prepareToPlay() {}

  /// Performs the steps in order, settling after each.
  public func perform(_ steps: Script.Step...) async {
    for step in steps { await simulation.perform(step) }
  }

  /// The current virtual time.
  public var now: VirtualClock.Instant { simulation.now }

  /// The events recorded so far, in order.
  public var events: [Trace.Event] { simulation.trace.events }

  /// The sequence number of the latest event.
  public var lastSequence: Int { simulation.trace.events.last?.sequence ?? 0 }

  /// The last event the timeline shows at or before the instant (now when `nil`): the
  /// moment a window that ran out is judged at.
  func lastEvent(atOrBefore instant: VirtualClock.Instant? = nil) -> Trace.Event? {
    let deadline = instant ?? now
    return Rule.timelineEvents(simulation.trace).last { $0.time <= deadline }
  }

  /// The events recorded after the sequence number with the name.
  public func events(named name: Trace.Event.Name, after start: Int = 0) -> [Trace.Event] {
    simulation.trace.events.filter { $0.sequence > start && $0.name == name }
  }

  /// Lets virtual time run through the window until the condition holds.
  ///
  /// The condition is read now and after every timer, step and settle on the way, and the
  /// clock stops at the first moment it holds.
  ///
  /// - Returns: When the condition first held, or `nil` if it never did in the window.
  func waitUntil(
    _ window: Rule.Window, _ condition: @escaping @MainActor () -> Bool
  ) async -> VirtualClock.Instant? {
    await waitUntil(window.duration, condition)
  }

  /// Lets virtual time run for up to the duration until the condition holds.
  ///
  /// - Returns: When the condition first held, or `nil` if it never did.
  public func waitUntil(
    _ duration: Duration, _ condition: @escaping @MainActor () -> Bool
  ) async -> VirtualClock.Instant? {
    if condition() { return now }
    let held = await simulation.advance(by: duration, until: condition)
    return held || condition() ? now : nil
  }

  /// Lets virtual time run through the window until an event after the sequence number
  /// matches.
  ///
  /// - Returns: The first matching event, or `nil` if none came in the window.
  func waitForEvent(
    after start: Int, within window: Rule.Window, where match: @escaping @MainActor (Trace.Event) -> Bool
  ) async -> Trace.Event? {
    await waitForEvent(after: start, within: window.duration, where: match)
  }

  /// Lets virtual time run for up to the duration until an event after the sequence number
  /// matches.
  ///
  /// - Returns: The first matching event, or `nil` if none came.
  public func waitForEvent(
    after start: Int, within duration: Duration, where match: @escaping @MainActor (Trace.Event) -> Bool
  ) async -> Trace.Event? {
    func found() -> Trace.Event? {
      simulation.trace.events.first { $0.sequence > start && match($0) }
    }
    if let event = found() { return event }
    var seen = false
    let token = simulation.addEventListener { event in
      if event.sequence > start, match(event) { seen = true }
    }
    await simulation.advance(by: duration, until: { seen })
    simulation.removeObserver(token)
    return found()
  }

  /// Waits through the window for a call or callback with the name after the sequence number.
  func waitForEvent(
    named name: Trace.Event.Name, after start: Int, within window: Rule.Window
  ) async -> Trace.Event? {
    await waitForEvent(after: start, within: window) { $0.name == name }
  }
}

extension Duration {
  /// The duration in seconds with one decimal, for example `12.0 s`.
  var shortText: String {
    String(format: "%.1f s", Double(wholeMilliseconds) / 1000)
  }
}
