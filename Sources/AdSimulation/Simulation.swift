import Foundation
import Synchronization

/// The stage one scenario plays on: its clock, script, trace, device and every ad object.
///
/// A simulation is current for the task that runs it (a task-local value), so tests run in
/// parallel and share nothing. The fake SDKs and FakeUIKit find it through
/// ``Simulation/current``; creating an SDK object with no current simulation stops with a
/// message that says how to start one.
///
/// ```swift
/// let trace = await Simulation.run(script) { simulation in
///   let banner = ADBannerView(frame: .zero)
///   await simulation.play()
///   return simulation.trace
/// }
/// ```
@MainActor
public final class Simulation {
  /// The simulation of the running task, if any, or else the one running in the process.
  ///
  /// Code the app runs outside the simulation's tasks (a `DispatchQueue.main.async`
  /// block, a detached task) has no task-local simulation; since simulations never overlap
  /// in time, the one running is the app's.
  public nonisolated static var current: Simulation? { CurrentSimulation.value ?? running.withLock { $0 } }

  /// The simulation whose clock the app's time sources run on now, if any; nil once its run
  /// has ended.
  ///
  /// Inside a task it is the task's own simulation (a task-local value, inherited by the
  /// `Task {}`s the app starts), so a test running beside a simulation keeps real time. Code
  /// outside any task (a block on a dispatch queue) gets the simulation running in the
  /// process, since simulations never overlap in time. `Task.sleep` and
  /// `DispatchQueue.asyncAfter` ask this from any thread.
  public nonisolated static var live: Simulation? {
    let isInTask = withUnsafeCurrentTask { $0 != nil }
    let candidate = CurrentSimulation.value ?? (isInTask ? nil : running.withLock { $0 })
    guard let candidate, !candidate.ended.load(ordering: .acquiring) else { return nil }
    return candidate
  }

  /// The simulation running in the process now, if any.
  nonisolated static let running = Mutex<Simulation?>(nil)
  /// Whether any simulation has run in this process.
  nonisolated static let hasRun = Atomic<Bool>(false)

  /// The notification center that is `NotificationCenter.default` while this simulation runs.
  ///
  /// Each simulation has its own, so an observer a finished simulation's client left behind
  /// is never woken by a later simulation.
  public nonisolated let notificationCenter = Simulation.NotificationCenter()

  /// The clock every timer and sleeping client task runs on.
  public nonisolated let clock = VirtualClock()
  /// The clock's time, as the simulation last set it: read at every event and by every
  /// rule, so it is kept here rather than read from the clock under its lock. Only the
  /// simulation moves its clock, from the main actor.
  @exclusivity(unchecked) public internal(set) var now: VirtualClock.Instant = .zero
  /// Whether the run has ended, readable from any thread.
  nonisolated let ended = Atomic<Bool>(false)
  /// The scenario being played.
  public let script: Script
  /// The device, as it is now.
  public var device: Device {
    didSet { Self.noteLayoutChange() }
  }
  // The state below is read and written at every step, from the main actor only, and no
  // access to it spans a call into app code: lists are copied before their elements run,
  // and dropped only after they are swapped out (see finish()). So it skips the runtime's
  // exclusivity checks, a thread-local lookup on every access.

  /// Everything that has happened so far.
  @exclusivity(unchecked) public private(set) var trace = Trace()

  @exclusivity(unchecked) var timers: [Timer] = []
  @exclusivity(unchecked) var nextTimerID = 0
  @exclusivity(unchecked) var responses: [Script.Response] = []
  @exclusivity(unchecked) var responseWaiters: [(adUnit: String?, handler: (Script.Response) -> Void)] = []
  /// The drivers of each kind of step, at the kind's position among all kinds: a step
  /// picks its drivers at every step, and a kind's position needs no hashing.
  @exclusivity(unchecked) var drivers: [[(Script.Step) async -> Bool]] = Simulation.noDrivers
  @exclusivity(unchecked) var observers: [(id: Int, body: () -> Void)] = []
  @exclusivity(unchecked) var eventListeners: [(id: Int, body: (Trace.Event) -> Void)] = []
  @exclusivity(unchecked) var nextObserverID = 0
  @exclusivity(unchecked) @usableFromInline var tracked: [TrackedObject] = []
  /// For each type asked about, how many tracked objects have been looked at and the
  /// positions of those of the type not yet found released.
  @exclusivity(unchecked) @usableFromInline var trackedByType:
    [(type: ObjectIdentifier, scanned: Int, positions: [Int])] = []
  @exclusivity(unchecked) var nameCounters: [String: Int] = [:]
  /// The per-simulation values of ``shared(_:make:)``, by type: a handful, so a list.
  @exclusivity(unchecked) var storage: [(type: ObjectIdentifier, value: AnyObject)] = []
  @exclusivity(unchecked) var random: SeededRandom
  @exclusivity(unchecked) var isObserving = false
  /// What the observers saw when they last looked (see ``noticeChanges()``).
  @exclusivity(unchecked) var noticed: Look?
  /// How many steps, timers and wakings of sleepers have run.
  @exclusivity(unchecked) var drives = 0
  /// When what drives the current turn was set in motion: the time its timer was set, or
  /// the earliest time one of the tasks it wakes went to sleep; `nil` in a step's turn.
  ///
  /// A rule that asks whether the app answered an event (a retry after a failed load)
  /// tells a timer set before the event from one the event set.
  @exclusivity(unchecked) public internal(set) var turnDecidedAt: VirtualClock.Instant?
  /// The kind of the step performed last, or `nil` before the first.
  @exclusivity(unchecked) public internal(set) var lastStepKind: Script.Step.Kind?

  /// How many turns the run has taken: each step, timer and waking of a sleeper is one.
  /// Events recorded in one turn share it: a call the app makes from a callback comes in
  /// the callback's turn.
  public var turn: Int { drives }
  @exclusivity(unchecked) var hasGivenUpSettling = false
  /// How many calls that move the run (a step, an advance, a play) are under way.
  @exclusivity(unchecked) var drivingDepth = 0
  /// Whether the simulation's run has ended.
  @exclusivity(unchecked) public private(set) var isFinished = false

  /// Creates a simulation for the script; most code uses ``run(_:_:)`` instead.
  public init(_ script: Script) {
    self.script = script
    self.device = script.device
    self.random = SeededRandom(seed: script.seed)
    Self.noteLayoutChange()
  }

  /// A number that changes whenever anything deciding where views are and whether they
  /// show may have changed: a device, a frame, a hidden flag, an alpha, a superview.
  ///
  /// FakeUIKit keeps each view's place on screen until this number moves, since the
  /// harness asks for it after every step and most steps move nothing.
  public nonisolated static var layoutGeneration: UInt64 { layoutChanges.load(ordering: .relaxed) }

  /// Tells the views that what decides their place on screen may have changed; a view
  /// going away tells it too, from any thread.
  public nonisolated static func noteLayoutChange() {
    layoutChanges.add(1, ordering: .relaxed)
  }

  private nonisolated static let layoutChanges = Atomic<UInt64>(0)

  /// The current simulation, or a stop with instructions when there is none.
  ///
  /// - Parameter user: What needed the simulation, for the message, e.g. `ADBannerView(frame:)`.
  public static func required(by user: String) -> Simulation {
    guard let current else {
      // App code left over from a run that has ended (a block queued on the main queue)
      // gets an inert simulation: its objects do nothing, and the process goes on.
      if hasRun.load(ordering: .relaxed) { return afterTheRun }
      fatalError(
        """
        \(user) needs a current Simulation, but none is running. Create SDK objects inside \
        `await Simulation.run(script) { simulation in ... }`, or run them through a rule.
        """)
    }
    return current
  }

  /// Runs the body with a new simulation of the script as the current one.
  ///
  /// Runs never overlap in time: each waits for the previous one to end, so process-wide
  /// notifications one simulation posts cannot reach another's objects. When the body
  /// returns, the simulation reports objects released and is marked finished.
  public static func run<Result>(
    _ script: Script,
    _ body: @MainActor (Simulation) async throws -> Result
  ) async rethrows -> Result {
    if let outer = CurrentSimulation.value, !outer.isFinished {
      fatalError(
        """
        Simulation.run("\(script.name)") was called inside the run of "\(outer.script.name)". \
        Simulations never overlap in time; run them one after another.
        """)
    }
    if !SimulationLock.shared.tryLock() { await SimulationLock.shared.lock() }
    Scheduler.install(seed: script.seed)
    let simulation = Simulation(script)
    running.withLock { $0 = simulation }
    hasRun.store(true, ordering: .relaxed)
    script.writeAppDefaults(recordingIn: simulation)
    do {
      let result = try await CurrentSimulation.$value.withValue(simulation) {
        try await body(simulation)
      }
      end(simulation)
      SimulationLock.shared.unlock()
      return result
    } catch {
      end(simulation)
      SimulationLock.shared.unlock()
      throw error
    }
  }

  private static func end(_ simulation: Simulation) {
    simulation.finish()
    running.withLock { $0 = nil }
    Scheduler.uninstall()
  }

  /// The inert simulation app code gets when it makes SDK objects after every run ended.
  private static let afterTheRun: Simulation = {
    let simulation = Simulation(Script(name: "after the run"))
    simulation.finish()
    return simulation
  }()

  /// Records an event in the trace at the current time and tells the listeners.
  ///
  /// - Returns: The event as stored.
  @discardableResult
  public func record(
    _ kind: Trace.Event.Kind, actor: Trace.Event.Actor, object: String = "", name: Trace.Event.Name,
    detail: String = "", fields: [String: Trace.Value] = [:]
  ) -> Trace.Event {
    let event = trace.append(
      at: now, kind, actor: actor, object: object, name: name, detail: detail, fields: fields)
    for listener in eventListeners { listener.body(event) }
    return event
  }

  /// Replaces the detail of a recorded event once a callback's result is known.
  ///
  /// Listeners are not called again; they saw the event as first recorded.
  public func amend(_ event: Trace.Event, detail: String, fields: [String: Trace.Value] = [:]) {
    trace.amend(event, detail: detail, fields: fields)
  }

  /// Adds a framework's newer names to the trace's spellings.
  func noteSpelling(_ spelling: Spelling) {
    trace.spellings.append(spelling)
  }

  /// A per-simulation value of a type, made on first use.
  ///
  /// FakeUIKit keeps the simulation's application, screen and device here, so
  /// `UIApplication.shared` resolves to the current simulation's object.
  public func shared<Value: AnyObject>(_ type: Value.Type, make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    // The key is the type, so a stored value is always of it.
    for entry in storage where entry.type == key { return unsafeDowncast(entry.value, to: Value.self) }
    let value = make()
    storage.append((key, value))
    return value
  }

  /// A random whole number in the range, from the script's seed.
  public func randomNumber(in range: ClosedRange<Int>) -> Int {
    random.integer(in: range)
  }

  /// Lets go of the events recorded so far, for a caller that has kept its own copy and
  /// reads the simulation's past no more.
  ///
  /// App code still waiting when a run ends (an async load never answered) holds the
  /// simulation for the life of the process, and would hold every event with it; played
  /// thousands of times, those traces would fill the memory.
  package func forgetTrace() {
    trace = Trace()
  }

  /// A table with no driver for any kind of step.
  static let noDrivers = [[(Script.Step) async -> Bool]](repeating: [], count: Script.Step.Kind.allCases.count)

  func finish() {
    noticeReleases()
    isFinished = true
    ended.store(true, ordering: .releasing)
    // What the run kept for the app (its application, its SDKs' shared objects) and the
    // drivers may hold the simulation; letting go of them lets the run's objects go.
    // The lists are taken out before their elements go, so a deinit that calls back into
    // the simulation finds them empty rather than in the middle of a change.
    let held = (timers, responseWaiters, observers, eventListeners, drivers, storage)
    timers = []
    responseWaiters = []
    observers = []
    eventListeners = []
    drivers = Self.noDrivers
    storage = []
    withExtendedLifetime(held) {}
  }
}

/// Holds the simulation current for each task.
enum CurrentSimulation {
  @TaskLocal static var value: Simulation?
}

extension Simulation {
  /// Runs the work with the simulation running in the process as the current one, so the
  /// tasks it starts (`Task {}` in a view's `.task` or `onAppear`) sleep on its clock.
  ///
  /// A block on a dispatch queue runs outside any task: a task it starts inherits no
  /// simulation and would sleep in real time. Code that runs the app's closures from such
  /// a block (a view graph's update) runs them through this.
  nonisolated package static func runningAsCurrent<T>(_ work: () throws -> T) rethrows -> T {
    guard CurrentSimulation.value == nil, let simulation = running.withLock({ $0 }) else { return try work() }
    return try CurrentSimulation.$value.withValue(simulation) { try work() }
  }
}

/// A process-wide first-come, first-served lock that keeps simulations from overlapping.
///
/// Taking a free lock and giving it back are plain calls under a mutex: no hop to another
/// executor, so a process that plays thousands of short runs one after another pays
/// nothing for them. Only a run that must wait suspends, until the one before it ends.
///
/// The state is guarded by an `NSLock` (a POSIX mutex), not by the Synchronization
/// module's `Mutex`: on Linux that one waits on a futex the thread sanitizer does not see,
/// so `swift test --sanitize=thread` reported the guarded state as racing between the
/// runs that hand the lock on. A POSIX mutex is one the sanitizer follows.
final class SimulationLock: @unchecked Sendable {
  static let shared = SimulationLock()

  private let guardLock = NSLock()
  // Read and written only while `guardLock` is held.
  private var isLocked = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Takes the lock if it is free, without suspending; the caller stays on its executor.
  func tryLock() -> Bool {
    guardLock.withLock {
      guard !isLocked else { return false }
      isLocked = true
      return true
    }
  }

  func lock() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let takenNow = guardLock.withLock {
        guard isLocked else {
          isLocked = true
          return true
        }
        waiters.append(continuation)
        return false
      }
      if takenNow { continuation.resume() }
    }
  }

  func unlock() {
    let next = guardLock.withLock { () -> CheckedContinuation<Void, Never>? in
      guard !waiters.isEmpty else {
        isLocked = false
        return nil
      }
      return waiters.removeFirst()
    }
    next?.resume()
  }
}
