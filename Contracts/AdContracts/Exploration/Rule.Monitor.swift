import AdSimulation

extension Rule {
  /// A rule's invariant, watched over any run rather than played in the rule's scenario.
  ///
  /// Some rules hold at every moment of every run: a banner never visible without an ad,
  /// the activities paused whenever an ad covers the app, no ad presented twice. Such a
  /// rule carries a monitor, and exploration (``Exploration``) runs it over random
  /// scenarios. A monitor starts a ``Watch`` on each run's stage; the watch sees every
  /// event as it is recorded and the state after every step has settled, and names the
  /// first moment the rule is broken.
  ///
  /// ```swift
  /// let monitor = Rule.Monitor { (run: NativeAdRun) in
  ///   .afterEachStep {
  ///     run.isShowingEmptyAdView
  ///       ? Rule.Violation(expected: "no empty ad view on screen", actual: "one was shown")
  ///       : nil
  ///   }
  /// }
  /// ```
  public struct Monitor: Sendable {
    let start: @MainActor @Sendable (any Stage) -> Watch?

    /// Creates a monitor whose watches run on the kind's stage.
    ///
    /// - Parameter start: Starts watching one run; called once the stage is built, before
    ///   the first step.
    public init<Run: Stage>(_ start: @escaping @MainActor @Sendable (Run) -> Watch) {
      self.start = { stage in (stage as? Run).map(start) }
    }

    init(starting start: @escaping @MainActor @Sendable (any Stage) -> Watch?) {
      self.start = start
    }
  }

  /// How the rule was broken in a run: what it expects, what happened, and where.
  public struct Violation: Sendable, Hashable {
    /// What the rule expects, for the "Expected …" half of the message.
    public var expected: String
    /// What happened instead, for the "but …" half.
    public var actual: String
    /// The event where it went wrong, marked on the timeline; `nil` marks none.
    public var event: Trace.Event?

    /// Creates a violation.
    public init(expected: String, actual: String, at event: Trace.Event? = nil) {
      self.expected = expected
      self.actual = actual
      self.event = event
    }
  }

  /// One monitor's watch over one run.
  ///
  /// Give it the checks it needs: one on each event as it is recorded (the moment for
  /// asking a probe what the app is doing just then), one on each event once its step has
  /// settled (when a callback's answer is known), and one on the state after each step.
  @MainActor
  public final class Watch {
    let onEvent: ((Trace.Event) -> Violation?)?
    let onSettledEvent: ((Trace.Event) -> Violation?)?
    let onStep: (() -> Violation?)?
    /// The names of the only events the event checks read; `nil` when they read every event.
    let names: Set<Trace.Event.Name>?
    /// Whether the run reached what the property judges, when the watch says so itself.
    let reachedCheck: (() -> Bool)?
    /// Whether an event the checks read was recorded.
    var sawEvent = false

    /// Creates a watch from its checks; each returns the violation it sees, or `nil`.
    ///
    /// - Parameters:
    ///   - names: The names of the only events `event` and `settledEvent` read; other
    ///     events never reach them, which spares a run the calls. `nil` sends them every
    ///     event.
    ///   - event: Sees each event as it is recorded, before a callback's delegate runs.
    ///   - settledEvent: Sees each event after the step that recorded it has settled.
    ///   - step: Sees the stage after each step has settled.
    ///   - reached: Whether the run has reached what the property judges (an ad shown, a
    ///     failure answered), for exploration's count of the scenarios that exercised the
    ///     rule. `nil` counts a run that recorded one of `names`, or any run when `names`
    ///     is `nil`.
    public init(
      names: Set<Trace.Event.Name>? = nil,
      event: ((Trace.Event) -> Violation?)? = nil,
      settledEvent: ((Trace.Event) -> Violation?)? = nil,
      step: (() -> Violation?)? = nil,
      reached: (() -> Bool)? = nil
    ) {
      self.names = names
      self.reachedCheck = reached
      self.onEvent = event
      self.onSettledEvent = settledEvent
      self.onStep = step
    }

    /// Whether the run reached what the property judges.
    var hasReached: Bool {
      if let reachedCheck { return reachedCheck() }
      return names == nil || sawEvent
    }

    /// A watch that judges each event once its step has settled.
    public static func eachEvent(_ check: @escaping (Trace.Event) -> Violation?) -> Watch {
      Watch(settledEvent: check)
    }

    /// A watch that judges each event with one of the names, once its step has settled.
    public static func eachEvent(
      named names: Set<Trace.Event.Name>, _ check: @escaping (Trace.Event) -> Violation?
    ) -> Watch {
      Watch(names: names, settledEvent: check)
    }

    /// A watch that judges each event as it is recorded.
    public static func eachEventAsRecorded(_ check: @escaping (Trace.Event) -> Violation?) -> Watch {
      Watch(event: check)
    }

    /// A watch that judges the stage after each step.
    public static func afterEachStep(_ check: @escaping () -> Violation?) -> Watch {
      Watch(step: check)
    }
  }

  /// The same rule, also watched as an invariant over any run.
  public func monitored(by monitor: Monitor) -> Rule {
    var rule = self
    rule.monitor = monitor
    return rule
  }

  /// Whether exploration watches this rule over random scenarios.
  public var isMonitor: Bool { monitor != nil }
}

extension Rule.Monitor {
  /// A property that holds where every one of the monitors' properties holds: each event
  /// and step goes to each, the first violation found stands, and the run reached it
  /// where it reached any of them.
  public static func all(_ monitors: Rule.Monitor...) -> Rule.Monitor {
    Rule.Monitor(starting: { stage in
      let watches = monitors.compactMap { $0.start(stage) }
      guard !watches.isEmpty else { return nil }
      // Every watch sees everything, so each keeps its state; the first violation stands.
      func first(_ check: (Rule.Watch) -> Rule.Violation?) -> Rule.Violation? {
        var found: Rule.Violation?
        for watch in watches {
          let violation = check(watch)
          found = found ?? violation
        }
        return found
      }
      let names: Set<Trace.Event.Name>? =
        watches.contains { $0.names == nil } ? nil : watches.reduce(into: []) { $0.formUnion($1.names ?? []) }
      // A watch reads only its own names, so each is offered only those.
      func offer(_ event: Trace.Event, to watch: Rule.Watch) -> Bool {
        watch.names?.contains(event.name) ?? true
      }
      return Rule.Watch(
        names: names,
        event: { event in
          first { watch in
            guard let check = watch.onEvent, offer(event, to: watch) else { return nil }
            watch.sawEvent = true
            return check(event)
          }
        },
        settledEvent: { event in
          first { watch in
            guard let check = watch.onSettledEvent, offer(event, to: watch) else { return nil }
            watch.sawEvent = true
            return check(event)
          }
        },
        step: { first { $0.onStep?() } },
        reached: { watches.contains(where: \.hasReached) })
    })
  }
}
