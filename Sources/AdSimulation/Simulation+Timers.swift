extension Simulation {
  /// An action due at a virtual time; ties run in the order they were scheduled.
  struct Timer {
    var id: Int
    var deadline: VirtualClock.Instant
    /// When the timer was set.
    var scheduled: VirtualClock.Instant
    var label: String
    var action: () -> Void
  }

  /// A handle for cancelling a scheduled action.
  public struct TimerID: Hashable, Sendable {
    let rawValue: Int
  }

  /// Schedules an action to run when virtual time has moved on by the delay.
  ///
  /// - Parameters:
  ///   - delay: How long after now the action runs; zero runs it at the next advance.
  ///   - label: What the action is, for debugging.
  ///   - action: The work; it runs on the main actor, inside the simulation's task.
  /// - Returns: A handle for ``cancel(_:)``.
  @discardableResult
  public func schedule(
    after delay: Duration, _ label: String, _ action: @escaping @MainActor () -> Void
  ) -> TimerID {
    nextTimerID += 1
    timers.append(
      Timer(
        id: nextTimerID, deadline: now.advanced(by: delay), scheduled: now, label: label, action: action))
    return TimerID(rawValue: nextTimerID)
  }

  /// Cancels a scheduled action that has not run yet.
  public func cancel(_ timer: TimerID) {
    timers.removeAll { $0.id == timer.rawValue }
  }

  /// Whether a scheduled action is still waiting to run.
  public func isPending(_ timer: TimerID) -> Bool {
    timers.contains { $0.id == timer.rawValue }
  }

  /// Moves virtual time forward, running every timer and waking every sleeper that falls due.
  ///
  /// Timers run one at a time in deadline order, and the simulation settles after each,
  /// so work a timer starts can schedule more work that also falls inside the window.
  public func advance(by duration: Duration) async {
    await advance(by: duration, until: nil)
  }

  /// Moves virtual time forward from inside a step, for a fake's driver (such as a step
  /// that moves the clock to an ad's expiry). ``advance(by:)`` refuses calls made while a
  /// step runs, since those come from the app's code; a driver runs inside its step.
  public func advanceWithinStep(by duration: Duration) async {
    await moveClock(by: duration, until: nil)
  }

  /// Moves virtual time forward like ``advance(by:)``, but stops as soon as the condition
  /// holds after a timer or a waking sleeper has run and the app has settled.
  ///
  /// Nothing changes between two due times, so the clock stops at the first moment the
  /// condition holds. Contracts use it to wait through a window for an obligation.
  ///
  /// - Returns: Whether the condition held before the whole duration had passed.
  /// Called by the app's own code while a step runs, it is refused, recorded as misuse,
  /// and returns false.
  @discardableResult
  public func advance(by duration: Duration, until condition: (@MainActor () -> Bool)?) async -> Bool {
    guard admitsDriving("advance(by: \(duration.secondsText) s)") else { return false }
    drivingDepth += 1
    defer { drivingDepth -= 1 }
    return await moveClock(by: duration, until: condition)
  }

  @discardableResult
  func moveClock(by duration: Duration, until condition: (@MainActor () -> Bool)?) async -> Bool {
    // Let the fakes see what the app changed since the last step before time moves, so a
    // timer that starts on a change (a banner coming on screen) starts at the change's time.
    noticeChanges()
    let target = now.advanced(by: duration)
    while true {
      if let condition, condition() { return true }
      // The earliest timer, the first made among those due together.
      var timerIndex: Int?
      for index in timers.indices {
        guard let best = timerIndex else {
          timerIndex = index
          continue
        }
        if (timers[index].deadline, timers[index].id) < (timers[best].deadline, timers[best].id) { timerIndex = index }
      }
      let timerDeadline = timerIndex.map { timers[$0].deadline }
      let next: VirtualClock.Instant? =
        switch (timerDeadline, clock.nextDeadline) {
        case (let timer?, let sleeper?): min(timer, sleeper)
        case (let timer?, nil): timer
        case (nil, let sleeper): sleeper
        }
      guard let next, next <= target else { break }
      setClock(to: next)
      drives &+= 1
      if let timerIndex, timerDeadline == next {
        let timer = timers.remove(at: timerIndex)
        turnDecidedAt = timer.scheduled
        timer.action()
      } else {
        turnDecidedAt = clock.wakeDueSleepersNotingSince().since
      }
      noticeChanges()
      await settle()
    }
    // Nothing has run since the last settle noticed the changes; the settle notices again.
    setClock(to: target)
    await settle()
    return false
  }

  /// Runs the app's pending work until it is idle.
  ///
  /// Every job of the app's own tasks (a `Task {}` started in a callback, an async load)
  /// runs on the main queue while the simulation runs (see `Scheduler`), so this yields
  /// until one trip through that queue finds nothing new: the same steps always leave the
  /// same state.
  ///
  /// When the app's tasks never go idle (a task that never stops yielding), the simulation
  /// records ``settleGaveUp`` once and stops waiting for them in later settles: nothing
  /// the run sees from then on is settled, and rules report it.
  public func settle() async {
    if hasGivenUpSettling {
      await Task.yield()
    } else if !(await Scheduler.settle()) {
      hasGivenUpSettling = true
      record(.observation, actor: .clock, name: Self.settleGaveUp, detail: "the app's tasks never went idle")
    }
    noticeChanges()
  }

  /// The name of the event a simulation records when the app's tasks never go idle.
  public nonisolated static let settleGaveUp = Trace.Event.Name.settleGaveUp

  /// Moves the clock, and the time the simulation keeps of it.
  private func setClock(to instant: VirtualClock.Instant) {
    clock.set(to: instant)
    // The clock never moves back, so it is read rather than assumed.
    now = clock.now
  }
}
