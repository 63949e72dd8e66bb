import AdSimulation

extension Rule {
  /// The open obligations of a bounded-response property: each started by an event and
  /// met by a later one within a window.
  ///
  /// A property such as "after a dismissal, a new load within the request window" opens
  /// an obligation at each dismissal and meets every open one at the next load. After each
  /// step the watch asks for the first obligation whose window has run out; a run that
  /// ends with one still open and in time is no violation, since the response may still
  /// come.
  ///
  /// ```swift
  /// var deadlines = Rule.Deadlines(within: .seconds(10))
  /// return Rule.Watch(
  ///   names: [.adDidDismissFullScreenContent, .loadWithAdUnitIDRequest],
  ///   settledEvent: { event in
  ///     event.name == .loadWithAdUnitIDRequest ? deadlines.meetAll() : deadlines.open(by: event)
  ///     return nil
  ///   },
  ///   step: { deadlines.overdue(at: run.now).map { trigger in Rule.Violation(…) } })
  /// ```
  public struct Deadlines: Sendable {
    /// The window each obligation has.
    public let window: Duration
    /// The events that opened the obligations still open, oldest first.
    public private(set) var open: [Trace.Event] = []
    /// How many obligations were opened in the run: whether it reached the property.
    public private(set) var opened = 0
    /// The later instants some obligations are due by, by their events' sequence numbers.
    private var extended: [Int: VirtualClock.Instant] = [:]

    /// Creates an empty set of obligations, each with the window.
    public init(within window: Duration) {
      self.window = window
    }

    /// Opens an obligation at the event, due within the window of its time.
    public mutating func open(by trigger: Trace.Event) {
      open.append(trigger)
      opened += 1
    }

    /// Opens an obligation at the event, due within the window of its time or by the
    /// instant, whichever is later.
    public mutating func open(by trigger: Trace.Event, dueNoEarlierThan instant: VirtualClock.Instant) {
      open(by: trigger)
      if instant > trigger.time.advanced(by: window) { extended[trigger.sequence] = instant }
    }

    /// Meets every open obligation.
    public mutating func meetAll() {
      open.removeAll()
      extended.removeAll()
    }

    /// Drops the open obligations the predicate names, as a response would meet them.
    public mutating func meet(where matches: (Trace.Event) -> Bool) {
      open.removeAll(where: matches)
    }

    /// The oldest open obligation whose window had run out by the instant, if any.
    public func overdue(at now: VirtualClock.Instant) -> Trace.Event? {
      guard let oldest = open.first, now > due(oldest) else { return nil }
      return oldest
    }

    /// The instant the obligation was due.
    public func due(_ trigger: Trace.Event) -> VirtualClock.Instant {
      extended[trigger.sequence] ?? trigger.time.advanced(by: window)
    }

    /// The violation the oldest overdue obligation is on the stage now, in the rule's
    /// words, marked at the last event the timeline shows before it fell due; `nil` while
    /// none is overdue.
    ///
    /// - Parameters:
    ///   - stage: The run, whose clock says what is overdue.
    ///   - expected: What the rule expects.
    ///   - actual: What happened instead, told from the event that opened the obligation.
    @MainActor
    func violation(
      on stage: some Stage, expected: @autoclosure () -> String, actual: (Trace.Event) -> String
    ) -> Rule.Violation? {
      // Asked after every step: the words are put together only for an overdue obligation.
      guard let late = overdue(at: stage.now) else { return nil }
      return Rule.Violation(expected: expected(), actual: actual(late), at: stage.lastEvent(atOrBefore: due(late)))
    }
  }
}
