import AdSimulation
import FakeUIKit

/// The checks of the ad-action rules, shared by banners and full-screen ads.
///
/// Each tap starts from the state its observation needs: no action running, the app in
/// the foreground, and, for the pause and resume rules, the activities running right
/// before the tap. A run that cannot reach that state gives no verdict. "Resumed" means
/// running again within the screen window (2 s) of the moment the app gets its interface
/// back.
@MainActor
enum ActionChecks {
  static func needsActivities(_ run: some AdActionRun) -> String {
    """
    the subject has no activitiesRunning probe. Pass `activitiesRunning:` to \
    \(run.factoryName) so the check can see whether the screen's sound, animation or game \
    play is running, or, for a screen that runs none, declare it with \
    withoutTimedActivities().
    """
  }

  /// What a check that reads the activities concludes without the probe: the rule does not
  /// apply to a screen declared to run none, and is unverified otherwise.
  static func withoutActivitiesProbe(_ run: some AdActionRun) -> Rule.Outcome {
    run.declaresNoTimedActivities ? .notApplicable(noTimedActivities) : .unverified(needsActivities(run))
  }

  static func refused(_ run: some AdActionRun) -> Rule.Outcome {
    .unmet(
      .actionAllowed,
      "the delegate refused the action, so no action ran to check; \(run.kindName).allows-actions reports refusals")
  }

  static func noAd(_ run: some AdActionRun) -> Rule.Outcome {
    .unmet(run.tappablePrecondition, "the client never put a loaded ad where a tap reaches it")
  }

  /// Ends any action and brings the app back, then checks the activities run.
  ///
  /// - Returns: `nil` when the activities run, or the verdict to give when they do not:
  ///   not applicable behind a modal ad (the app paused for the ad itself, so a tap has
  ///   nothing to pause), unverified otherwise.
  static func activitiesBeforeTap(_ run: some AdActionRun) async -> Rule.Outcome? {
    await run.endAnyAction()
    // A client may resume a moment after an action ends, as the resume rules allow.
    if await run.waitUntil(.screen, { [unowned run] in run.activitiesRunning() == true }) != nil { return nil }
    if run.isPresentedModally {
      return .notApplicable(
        "the app paused its activities for the modal ad itself, so a tap on the ad had nothing to pause or resume.")
    }
    return .unmet(.activitiesRunningBeforeTap, "the activitiesRunning probe read false at \(run.now) s")
  }

  /// Taps with willLeave false; returns the shouldBegin callback if the action began.
  static func beginCoveringAction(_ run: some AdActionRun) async -> Trace.Event? {
    let start = run.lastSequence
    await run.perform(.tap(willLeave: false))
    guard run.events(named: .adCoversTheApp, after: start).first != nil else { return nil }
    return run.events(named: run.shouldBeginCallback, after: start).first
  }

  static func pausesWhenCovered(_ run: some AdActionRun) async -> Rule.Outcome {
    guard run.hasActivitiesProbe else { return withoutActivitiesProbe(run) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    let tapped = run.now
    // The fake records "ad covers the app" once the delegate has returned true.
    guard await beginCoveringAction(run) != nil else { return refused(run) }
    // The rule's property (ActionMonitors.pausesWhenCovered) judges the run.
    return .pass(
      "the activities ran until the tap at \(tapped) s and were paused when \(run.shouldBeginName) returned true")
  }

  static func resumesAfterAction(_ run: some AdActionRun, finish: Trace.Event.Name) async -> Rule.Outcome {
    guard run.hasActivitiesProbe else { return withoutActivitiesProbe(run) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    guard await beginCoveringAction(run) != nil else { return refused(run) }
    let start = run.lastSequence
    await run.perform(.advance(.seconds(10)), .closeAd)
    guard let finished = run.events(named: finish, after: start).first else {
      return .unmet(.adCovering, "the ad stopped covering the app before the user closed it")
    }
    return await awaitRunning(run, since: finished, what: finish.rawValue)
  }

  static func resumesAfterCancel(_ run: some AdActionRun, after: String) async -> Rule.Outcome {
    guard run.hasActivitiesProbe else { return withoutActivitiesProbe(run) }
    guard run.hasUrgentHook else {
      return .unverified(
        "the subject has no urgentEvent hook. Pass `urgentEvent:` to \(run.factoryName) with the code the app runs when something needs the user at once."
      )
    }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    guard await beginCoveringAction(run) != nil else { return refused(run) }
    await run.perform(.advance(.seconds(5)))
    let start = run.lastSequence
    await run.perform(.urgentEvent)
    let urgent = run.now
    guard let cancel = await run.waitForEvent(after: start, outlasting: .screen, where: { $0.name == .cancelAction })
    else {
      // The rule's property (ActionMonitors.cancelsForUrgency) judges the run.
      return .pass(
        "the ad still covered the app \(Rule.Window.screen.duration.shortText) after the urgent event at \(urgent) s")
    }
    return await awaitRunning(run, since: cancel, what: "the cancelled action \(after)")
  }

  static func resumesAfterLeaving(_ run: some AdActionRun) async -> Rule.Outcome {
    guard run.hasActivitiesProbe else { return withoutActivitiesProbe(run) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    // A trip to the background without an ad first: an app that stays paused after any
    // return (a game's pause menu) has nothing for the ad to change.
    await run.perform(.background, .advance(.seconds(60)), .foreground)
    if await run.waitUntil(.seconds(10), { [unowned run] in run.activitiesRunning() == true }) == nil {
      return .notApplicable(
        "the app keeps its activities paused after any return from the background, ad or not (a pause menu, say), so there is nothing an ad that left the app could change."
      )
    }
    let start = run.lastSequence
    await run.perform(.tap(willLeave: true))
    guard run.events(named: .adOpensAnotherApp, after: start).count == 1 else {
      return .unmet(.leftThroughAd, "the delegate refused the action that would leave the app")
    }
    await run.perform(.advance(.seconds(60)))
    let back = run.lastSequence
    await run.perform(.foreground)
    let active = run.simulation.trace.events.first { $0.sequence > back }!
    return await awaitRunning(run, since: active, what: "the return to the foreground")
  }

  /// Waits through the screen window from the event for the activities to run; the rule's
  /// property (ActionMonitors.resumes) judges the run.
  private static func awaitRunning(
    _ run: some AdActionRun, since event: Trace.Event, what: String
  ) async -> Rule.Outcome {
    let running = await run.waitUntil(outlasting: .screen) { [unowned run] in run.activitiesRunning() == true }
    return .pass(
      "the activities were running before the tap, paused during the action and "
        + (running.map { "running again at \($0) s" } ?? "still paused at \(run.now) s")
        + ", after \(what) at \(event.time) s")
  }

  static func noPauseWhenRefused(_ run: some AdActionRun) async -> Rule.Outcome {
    guard run.hasActivitiesProbe else { return withoutActivitiesProbe(run) }
    guard await run.showTappableAd() else { return noAd(run) }
    var refusals: [String] = []
    var unmet: Rule.Outcome?
    var taps = 0
    // A tap that is allowed to leave the app may leave it changed for good (a pause menu
    // on the way back), so with a busy moment to come, the leaving tap waits for it.
    let phases: [(name: String, leaving: [Bool])] =
      run.hasBusyMoment ? [("", [false]), (" during the busy moment", [false, true])] : [("", [false, true])]
    for (phase, leaving) in phases {
      if !phase.isEmpty {
        await run.endAnyAction()
        await run.perform(.busyMoment)
      }
      for willLeave in leaving {
        if let blocked = await activitiesBeforeTap(run) {
          unmet = unmet ?? blocked
          continue
        }
        taps += 1
        let start = run.lastSequence
        await run.perform(.tap(willLeave: willLeave))
        guard let answer = run.events(named: run.shouldBeginCallback, after: start).first,
          answer.flag("allowed") == false
        else { continue }
        refusals.append("willLeave: \(willLeave)\(phase) at \(answer.time) s")
        // The rule's property (ActionMonitors.resumes) judges the run.
        _ = await run.waitUntil(outlasting: .screen) { [unowned run] in run.activitiesRunning() == true }
      }
    }
    if !refusals.isEmpty {
      return .pass("the delegate refused \(refusals.joined(separator: "; ")) and the activities kept running")
    }
    if let unmet { return unmet }
    return .notApplicable(
      "the delegate allowed all \(taps) actions the check offered (willLeave false and true\(run.hasBusyMoment ? ", also during the busy moment" : "")), so there was no refusal to judge."
    )
  }

  static func allowsActions(_ run: some AdActionRun) async -> Rule.Outcome {
    guard await run.showTappableAd() else { return noAd(run) }
    var allowed: [String] = []
    for willLeave in [false, true] {
      await run.endAnyAction()
      let start = run.lastSequence
      await run.perform(.tap(willLeave: willLeave))
      guard let answer = run.events(named: run.shouldBeginCallback, after: start).first else {
        return .unmet(run.tappablePrecondition, "the tap with willLeave: \(willLeave) reached no ad")
      }
      // The rule's property (ActionMonitors.allowsActions) judges the run.
      allowed.append("willLeave: \(willLeave) at \(answer.time) s")
    }
    await run.endAnyAction()
    return .pass("the delegate allowed both actions (\(allowed.joined(separator: ", ")))")
  }

  static func cancelsOnlyWhenUrgent(_ run: some AdActionRun) async -> Rule.Outcome {
    guard await run.showTappableAd() else { return noAd(run) }
    guard let began = await beginCoveringAction(run) else { return refused(run) }
    var ordinary: [Script.Step] = [.advance(.seconds(60)), .memoryWarning]
    if run.devices.rotates { ordinary += [.rotate(.landscape), .rotate(.portrait)] }
    for step in ordinary { await run.perform(step) }
    // The rule's property (ActionMonitors.cancelsForUrgency) judges the run.
    let still = run.isActionInProgress
    await run.endAnyAction()
    return .pass(
      "the action that began at \(began.time) s \(still ? "was still running" : "ran") through a minute, a memory warning\(run.devices.rotates ? " and two rotations" : "") with no cancelAction()"
    )
  }

  static func releasesMemoryOnWarning(_ run: some AdActionRun) async -> Rule.Outcome {
    guard run.recreatableMemory() != nil else {
      return .unverified(
        "the subject has no recreatableMemory probe. Pass `recreatableMemory:` to \(run.factoryName) with the bytes of caches the screen holds."
      )
    }
    guard await run.showTappableAd() else { return noAd(run) }
    guard await beginCoveringAction(run) != nil, let before = run.recreatableMemory() else {
      return refused(run)
    }
    guard before > 0 else {
      return .unmet(.memoryHeld, "the recreatableMemory probe read 0 before the warning, so there was nothing to free")
    }
    let start = run.lastSequence
    await run.perform(.memoryWarning)
    let warned = run.events(named: Script.Step.memoryWarning.eventName, after: start).first?.time ?? run.now
    let freed = await run.waitUntil(outlasting: .release) { [unowned run] in
      (run.recreatableMemory() ?? before) < before
    }
    let after = run.recreatableMemory() ?? before
    await run.endAnyAction()
    // The rule's property (ActionMonitors.releasesMemoryOnWarning) judges the run.
    return .pass(
      "the app held \(before) bytes before the warning at \(warned) s and \(after) at \(freed ?? run.now) s")
  }

  /// The ad object is kept, in place and with its delegate, from the moment the delegate
  /// allows a covering action until the user closes it.
  static func keptDuringAction(_ run: some AdActionRun) async -> Rule.Outcome {
    guard await run.showTappableAd() else { return noAd(run) }
    let tapStart = run.lastSequence
    await run.perform(.tap(willLeave: false))
    guard let asked = run.events(named: run.shouldBeginCallback, after: tapStart).first,
      run.events(named: .adCoversTheApp, after: tapStart).first != nil
    else { return refused(run) }
    let name = asked.object
    var stressors: [Script.Step] = [.memoryWarning]
    if run.devices.rotates { stressors.append(.rotate(.landscape)) }
    stressors.append(.advance(.seconds(60)))
    if run.devices.rotates { stressors.append(.rotate(.portrait)) }
    for step in stressors { await run.perform(step) }
    // The rule's property (ActionMonitors.keptDuringAction) judges the run, from the
    // question on: a cut made inside the delegate method counts too.
    await run.perform(.closeAd)
    return .pass(
      "\(name) kept its place and delegate from the tap at \(asked.time) s through a memory warning\(run.devices.rotates ? ", two rotations" : "") and a minute, until the user closed the ad at \(run.now) s"
    )
  }
}
