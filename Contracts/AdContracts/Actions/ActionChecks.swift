import AdSimulation

/// The checks of the ad-action rules, shared by banners and full-screen ads.
///
/// "Resumed" means restored to what was running before the tap: a screen that had already
/// paused (a game behind a modal ad) has nothing to restore.
@MainActor
enum ActionChecks {
  static func needsActivities(_ run: some AdActionRun) -> String {
    """
    the subject has no activitiesRunning probe. Pass `activitiesRunning:` to \
    \(run.factoryName) so the check can see whether the screen's sound, animation or game \
    play is running.
    """
  }

  static func refused(_ run: some AdActionRun) -> String {
    """
    the delegate refused the action, so no action ran to check; \(run.kindName).allows-actions \
    reports the refusal.
    """
  }

  static let noAd = "no ad could be tapped: the client never showed a loaded ad."

  /// Shows an ad and taps it with willLeave false; returns whether an action began.
  static func beginCoveringAction(_ run: some AdActionRun) async -> Bool {
    guard await run.showTappableAd() else { return false }
    await run.perform(.tap(willLeave: false))
    return run.isActionInProgress
  }

  static func pausesWhenCovered(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return .unverified(noAd) }
    var runningAtStart: Bool?
    // The fake records "ad covers the app" once the delegate has returned true.
    let token = run.simulation.addEventListener { [unowned run] event in
      if event.name == "ad covers the app", runningAtStart == nil {
        runningAtStart = run.activitiesRunning()
      }
    }
    await run.perform(.tap(willLeave: false))
    run.simulation.removeObserver(token)
    guard let runningAtStart else { return .unverified(refused(run)) }
    guard runningAtStart else { return .pass }
    return .fail(
      expected: "the activities paused when \(run.shouldBeginName) returned true",
      actual: "they were still running as the ad covered the app")
  }

  static func resumesAfterAction(_ run: some AdActionRun, finish: String) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return .unverified(noAd) }
    let before = run.activitiesRunning()
    await run.perform(.tap(willLeave: false))
    guard run.isActionInProgress else { return .unverified(refused(run)) }
    await run.perform(.advance(.seconds(10)), .closeAd)
    if before != true || run.activitiesRunning() == true { return .pass }
    return .fail(
      expected: "the activities running again after \(finish)", actual: "they were still paused")
  }

  static func resumesAfterCancel(_ run: some AdActionRun, after: String) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard run.hasUrgentHook else {
      return .unverified(
        "the subject has no urgentEvent hook. Pass `urgentEvent:` to \(run.factoryName) with the code the app runs when something needs the user at once.")
    }
    guard await run.showTappableAd() else { return .unverified(noAd) }
    let before = run.activitiesRunning()
    await run.perform(.tap(willLeave: false))
    guard run.isActionInProgress else { return .unverified(refused(run)) }
    let start = run.lastSequence
    await run.perform(.advance(.seconds(5)), .urgentEvent)
    if run.events(named: "cancelAction()", after: start).isEmpty {
      return .fail(expected: "cancelAction() on the urgent event", actual: "the ad kept covering the app")
    }
    if before != true || run.activitiesRunning() == true { return .pass }
    return .fail(
      expected: "the activities running again after the cancelled action \(after)",
      actual: "they were still paused")
  }

  static func resumesAfterLeaving(_ run: some AdActionRun, finish: String) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return .unverified(noAd) }
    let before = run.activitiesRunning()
    let start = run.lastSequence
    await run.perform(.tap(willLeave: true))
    guard run.events(named: "ad opens another app", after: start).count == 1 else {
      return .unverified(refused(run))
    }
    await run.perform(.advance(.seconds(60)), .foreground)
    if before != true || run.activitiesRunning() == true { return .pass }
    return .fail(
      expected: "the activities running after the return to the foreground",
      actual: "they were still paused, and no \(finish) comes after an action that left the app")
  }

  static func noPauseWhenRefused(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return .unverified(noAd) }
    for phase in ["", " during the busy moment"] {
      if !phase.isEmpty, !run.beginBusyMoment() { break }
      for willLeave in [false, true] {
        let before = run.activitiesRunning()
        let start = run.lastSequence
        await run.perform(.tap(willLeave: willLeave))
        let answer = run.events(named: run.shouldBeginCallback, after: start)
        if answer.first?.detail.hasSuffix("→ false") == true, before == true,
          run.activitiesRunning() == false
        {
          return .fail(
            expected: "the activities running after the delegate refused the action (willLeave: \(willLeave))\(phase)",
            actual: "they were paused and nothing will resume them")
        }
        await run.endAnyAction()
      }
    }
    return .pass
  }

  static func allowsActions(_ run: some AdActionRun) async -> Contract.Outcome {
    guard await run.showTappableAd() else { return .unverified(noAd) }
    for willLeave in [false, true] {
      let start = run.lastSequence
      await run.perform(.tap(willLeave: willLeave))
      if let answer = run.events(named: run.shouldBeginCallback, after: start).first,
        answer.detail.hasSuffix("→ false")
      {
        return .fail(
          expected: "the action allowed",
          actual: "\(run.shouldBeginName) returned false for willLeave: \(willLeave) at \(answer.time) s")
      }
      await run.endAnyAction()
    }
    return .pass
  }

  static func cancelsOnlyWhenUrgent(_ run: some AdActionRun) async -> Contract.Outcome {
    guard await beginCoveringAction(run) else { return .unverified(refused(run)) }
    let start = run.lastSequence
    await run.perform(
      .advance(.seconds(60)), .memoryWarning, .rotate(.landscape), .rotate(.portrait))
    if let cancel = run.events(named: "cancelAction()", after: start).first {
      return .fail(
        expected: "the action left to the user while nothing urgent happened",
        actual: "the app called cancelAction() at \(cancel.time) s")
    }
    await run.endAnyAction()
    return .pass
  }

  static func releasesMemoryOnWarning(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.recreatableMemory() != nil else {
      return .unverified(
        "the subject has no recreatableMemory probe. Pass `recreatableMemory:` to \(run.factoryName) with the bytes of caches the screen holds.")
    }
    guard await beginCoveringAction(run), let before = run.recreatableMemory() else {
      return .unverified(refused(run))
    }
    guard before > 0 else {
      return .unverified("the recreatableMemory probe read 0 before the warning, so there was nothing to free.")
    }
    await run.perform(.memoryWarning)
    let after = run.recreatableMemory() ?? before
    await run.endAnyAction()
    if after < before { return .pass }
    return .fail(
      expected: "less recreatable memory held after the memory warning",
      actual: "the app still held \(after) bytes, as before")
  }
}
