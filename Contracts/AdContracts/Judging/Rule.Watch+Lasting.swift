import AdSimulation

extension Rule.Watch {
  /// A watch for an invariant the app may break for a moment but not for long: the state
  /// the check names (a banner off its edge, content under a banner) may last up to the
  /// grace, as a layout settles after a rotation, and breaks the rule once it lasts longer.
  ///
  /// The check is read after each step; it returns the violation the state would be, or
  /// `nil` while the state is fine. The first reading that finds it bad starts the clock;
  /// a fine reading, or a moment the rule does not judge, stops it.
  ///
  /// ```swift
  /// .lasting(longerThan: .seconds(2), on: run) {
  ///   run.misplacedBanner.map { Rule.Violation(expected: "…", actual: "…") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - grace: How long the bad state may last.
  ///   - stage: The run, whose clock times the state.
  ///   - applies: Whether the run is in a state the rule judges now (a loaded banner on
  ///     screen); a run that never is has not reached the rule.
  ///   - check: The violation the state is now, or `nil`.
  @MainActor
  public static func lasting(
    longerThan grace: Duration, on stage: some Stage, applies: @escaping () -> Bool = { true },
    _ check: @escaping () -> Rule.Violation?
  ) -> Rule.Watch {
    // Since when the state has been bad, and how many readings were judged.
    let state = Rule.WatchState<(since: VirtualClock.Instant?, judged: Int)>((nil, 0))
    return Rule.Watch(
      step: { [unowned stage] in
        guard applies() else {
          state.value.since = nil
          return nil
        }
        state.value.judged += 1
        guard let violation = check() else {
          state.value.since = nil
          return nil
        }
        let start = state.value.since ?? stage.now
        state.value.since = start
        return start.duration(to: stage.now) > grace ? violation : nil
      },
      reached: { state.value.judged > 0 })
  }
}
