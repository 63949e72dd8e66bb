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
    play is running.
    """
  }

  static func refused(_ run: some AdActionRun) -> Contract.Outcome {
    .unmet(
      .actionAllowed,
      "the delegate refused the action, so no action ran to check; \(run.kindName).allows-actions reports refusals")
  }

  static func noAd(_ run: some AdActionRun) -> Contract.Outcome {
    .unmet(run.tappablePrecondition, "the client never put a loaded ad where a tap reaches it")
  }

  /// Ends any action and brings the app back, then checks the activities run.
  ///
  /// - Returns: `nil` when the activities run, or the verdict to give when they do not:
  ///   not applicable behind a modal ad (the app paused for the ad itself, so a tap has
  ///   nothing to pause), unverified otherwise.
  static func activitiesBeforeTap(_ run: some AdActionRun) async -> Contract.Outcome? {
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

  static func pausesWhenCovered(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    var runningAtStart: Bool?
    // The fake records "ad covers the app" once the delegate has returned true.
    let token = run.simulation.addEventListener { [unowned run] event in
      if event.name == .adCoversTheApp, runningAtStart == nil {
        runningAtStart = run.activitiesRunning()
      }
    }
    let tapped = run.now
    await run.perform(.tap(willLeave: false))
    run.simulation.removeObserver(token)
    guard let runningAtStart else { return refused(run) }
    guard runningAtStart else {
      return .pass(
        "the activities ran until the tap at \(tapped) s and were paused when \(run.shouldBeginName) returned true")
    }
    return .fail(
      expected: "the activities paused when \(run.shouldBeginName) returned true",
      actual: "they were still running as the ad covered the app", at: run.events(named: .adCoversTheApp).last)
  }

  static func resumesAfterAction(_ run: some AdActionRun, finish: Trace.Event.Name) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    guard await beginCoveringAction(run) != nil else { return refused(run) }
    let start = run.lastSequence
    await run.perform(.advance(.seconds(10)), .closeAd)
    guard let finished = run.events(named: finish, after: start).first else {
      return .unmet(.adCovering, "the ad stopped covering the app before the user closed it")
    }
    return await expectRunning(run, since: finished, what: finish.rawValue)
  }

  static func resumesAfterCancel(_ run: some AdActionRun, after: String) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard run.hasUrgentHook else {
      return .unverified(
        "the subject has no urgentEvent hook. Pass `urgentEvent:` to \(run.factoryName) with the code the app runs when something needs the user at once.")
    }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    guard await beginCoveringAction(run) != nil else { return refused(run) }
    await run.perform(.advance(.seconds(5)))
    let start = run.lastSequence
    await run.perform(.urgentEvent)
    guard let cancel = await run.waitForEvent(named: .cancelAction, after: start, within: .screen) else {
      return .fail(
        expected: "cancelAction() within \(Window.screen.duration.shortText) of the urgent event",
        actual: "the ad kept covering the app", at: run.lastEvent())
    }
    return await expectRunning(run, since: cancel, what: "the cancelled action \(after)")
  }

  static func resumesAfterLeaving(_ run: some AdActionRun, finish: Trace.Event.Name) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return noAd(run) }
    if let unmet = await activitiesBeforeTap(run) { return unmet }
    // A trip to the background without an ad first: an app that stays paused after any
    // return (a game's pause menu) has nothing for the ad to change.
    await run.perform(.background, .advance(.seconds(60)), .foreground)
    if await run.waitUntil(.seconds(10), { [unowned run] in run.activitiesRunning() == true }) == nil {
      return .notApplicable(
        "the app keeps its activities paused after any return from the background, ad or not (a pause menu, say), so there is nothing an ad that left the app could change.")
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
    let outcome = await expectRunning(run, since: active, what: "the return to the foreground")
    if case .fail(let expected, let actual, let event) = outcome {
      return .fail(expected: expected, actual: "\(actual), and no \(finish) comes after an action that left the app", at: event)
    }
    return outcome
  }

  /// Waits through the screen window from the event for the activities to run.
  private static func expectRunning(
    _ run: some AdActionRun, since event: Trace.Event, what: String
  ) async -> Contract.Outcome {
    if let running = await run.waitUntil(.screen, { [unowned run] in run.activitiesRunning() == true }) {
      return .pass(
        "the activities were running before the tap, paused during the action and running again at \(running) s, after \(what) at \(event.time) s")
    }
    return .fail(
      expected: "the activities running again within \(Window.screen.duration.shortText) of \(what)",
      actual: "they were still paused \(Window.screen.duration.shortText) after it, at \(run.now) s", at: run.lastEvent())
  }

  static func noPauseWhenRefused(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.hasActivitiesProbe else { return .unverified(needsActivities(run)) }
    guard await run.showTappableAd() else { return noAd(run) }
    var refusals: [String] = []
    var unmet: Contract.Outcome?
    var taps = 0
    // A tap that is allowed to leave the app may leave it changed for good (a pause menu
    // on the way back), so with a busy moment to come, the leaving tap waits for it.
    let phases: [(name: String, leaving: [Bool])] =
      run.hasBusyMoment ? [("", [false]), (" during the busy moment", [false, true])] : [("", [false, true])]
    for (phase, leaving) in phases {
      if !phase.isEmpty {
        await run.endAnyAction()
        _ = run.beginBusyMoment()
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
        if await run.waitUntil(.screen, { [unowned run] in run.activitiesRunning() == true }) == nil {
          return .fail(
            expected: "the activities running after the delegate refused the action (willLeave: \(willLeave))\(phase)",
            actual: "they were still paused \(Window.screen.duration.shortText) later, and nothing will resume them",
            at: run.lastEvent())
        }
      }
    }
    if !refusals.isEmpty {
      return .pass("the delegate refused \(refusals.joined(separator: "; ")) and the activities kept running")
    }
    if let unmet { return unmet }
    return .notApplicable(
      "the delegate allowed all \(taps) actions the check offered (willLeave false and true\(run.hasBusyMoment ? ", also during the busy moment" : "")), so there was no refusal to judge.")
  }

  static func allowsActions(_ run: some AdActionRun) async -> Contract.Outcome {
    guard await run.showTappableAd() else { return noAd(run) }
    var allowed: [String] = []
    for willLeave in [false, true] {
      await run.endAnyAction()
      let start = run.lastSequence
      await run.perform(.tap(willLeave: willLeave))
      guard let answer = run.events(named: run.shouldBeginCallback, after: start).first else {
        return .unmet(run.tappablePrecondition, "the tap with willLeave: \(willLeave) reached no ad")
      }
      if answer.flag("allowed") == false {
        return .fail(
          expected: "the action allowed",
          actual: "\(run.shouldBeginName) returned false for willLeave: \(willLeave) at \(answer.time) s", at: answer)
      }
      allowed.append("willLeave: \(willLeave) at \(answer.time) s")
    }
    await run.endAnyAction()
    return .pass("the delegate allowed both actions (\(allowed.joined(separator: ", ")))")
  }

  static func cancelsOnlyWhenUrgent(_ run: some AdActionRun) async -> Contract.Outcome {
    guard await run.showTappableAd() else { return noAd(run) }
    guard let began = await beginCoveringAction(run) else { return refused(run) }
    let start = run.lastSequence
    var ordinary: [Script.Step] = [.advance(.seconds(60)), .memoryWarning]
    if run.devices.rotates { ordinary += [.rotate(.landscape), .rotate(.portrait)] }
    for step in ordinary { await run.perform(step) }
    if let cancel = run.events(named: .cancelAction, after: start).first {
      return .fail(
        expected: "the action left to the user while nothing urgent happened",
        actual: "the app called cancelAction() at \(cancel.time) s", at: cancel)
    }
    let still = run.isActionInProgress
    await run.endAnyAction()
    return .pass(
      "the action that began at \(began.time) s \(still ? "was still running" : "ran") through a minute, a memory warning\(run.devices.rotates ? " and two rotations" : "") with no cancelAction()")
  }

  static func releasesMemoryOnWarning(_ run: some AdActionRun) async -> Contract.Outcome {
    guard run.recreatableMemory() != nil else {
      return .unverified(
        "the subject has no recreatableMemory probe. Pass `recreatableMemory:` to \(run.factoryName) with the bytes of caches the screen holds.")
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
    let freed = await run.waitUntil(.release) { [unowned run] in (run.recreatableMemory() ?? before) < before }
    let after = run.recreatableMemory() ?? before
    let deadline = run.lastEvent()
    await run.endAnyAction()
    if let freed {
      return .pass("the app held \(before) bytes before the warning at \(warned) s and \(after) at \(freed) s")
    }
    return .fail(
      expected: "less recreatable memory held within \(Window.release.duration.shortText) of the memory warning",
      actual: "the app still held \(after) bytes, as before", at: deadline)
  }

  /// The ad object is kept, in place and with its delegate, from the moment the delegate
  /// allows a covering action until the user closes it.
  static func keptDuringAction(_ run: some AdActionRun) async -> Contract.Outcome {
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
    // From the question on: a cut made inside the delegate method counts too.
    let cuts = run.simulation.trace.events.filter { $0.sequence > asked.sequence && run.isCut($0, of: name) }
    if let cut = cuts.first {
      let closed = run.events(named: .adUncoversTheApp).first { $0.sequence > asked.sequence }
      if closed == nil || cut.sequence < closed!.sequence {
        return .fail(
          expected: "\(name) kept until \(run.finishName)",
          actual: "it was \(run.cutDescription(cut)) at \(cut.time) s while its ad covered the app", at: cut)

      }
    }
    await run.perform(.closeAd)
    return .pass(
      "\(name) kept its place and delegate from the tap at \(asked.time) s through a memory warning\(run.devices.rotates ? ", two rotations" : "") and a minute, until the user closed the ad at \(run.now) s")
  }
}
