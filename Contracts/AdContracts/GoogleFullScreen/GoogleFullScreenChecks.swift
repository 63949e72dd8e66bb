import AdSimulation
import FakeGoogleMobileAds

/// The checks every Google full-screen ad format shares, written once against
/// ``GoogleFullScreenRun``.
///
/// Google's SDK treats app open ads, interstitials, rewarded and rewarded interstitial ads
/// alike once loaded: one presentation each, one full-screen ad at a time, the same
/// content delegate. The rules that follow from it, and the loading habits every guide
/// asks for, are judged here; each format's catalogue gives them its ids, guide sections
/// and words.
@MainActor
enum GoogleFullScreenChecks {
  /// How long the scenarios' first ad takes to load.
  static let latency: Duration = .seconds(10)
  /// How long after the start the scenarios wait for that ad: its latency and 5 s more.
  static let loadedBy: Duration = latency + .seconds(5)
  /// No present call while an ad is on screen, through what would make a careless client
  /// show another.
  static func singlePresentation(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency), run.fill(after: .seconds(1)))
    await run.start()
    await run.perform(.advance(loadedBy))
    await run.reachAdMoment()
    guard let shown = run.presentations.first else { return noAdShown(run, .adShown, notShown(run)) }
    if let reason = run.secondShowUnreachable { return .notApplicable(reason) }
    await run.provokeSecondShow()
    // The rule's property judges the run.
    let over = run.now
    await run.perform(.closeAd)
    return .pass(
      "\(shown.object) was on screen from \(shown.time) s to \(over) s, through \(run.secondShowText), with no other present call"
    )
  }

  /// Loads over the life of a screen that holds an ad: the user carrying on, a trip to the
  /// background, a memory warning, the ad moment and two more goes.
  static func singleLoad(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency), run.fill(after: .seconds(2)), run.fill(after: .seconds(2)))
    await run.start()
    await run.perform(.advance(loadedBy))
    _ = await run.userCarriesOn()
    await run.perform(
      .advance(.seconds(10)), .background, .advance(.seconds(30)), .foreground, .memoryWarning, .advance(.seconds(10)))
    await run.reachAdMoment()
    if !run.presentations.isEmpty { await run.perform(.closeAd) }
    for _ in 0..<2 {
      _ = await run.userCarriesOn()
      await run.perform(.advance(.seconds(15)))
    }
    // The rule's property judges the run.
    let loads = run.loadCalls
    guard !loads.isEmpty else { return .unmet(.loadRequested, "the app never started a load") }
    return .pass(
      "\(loads.count) loads over a screen's life with an ad in hand: at \(loads.map { "\($0.time) s" }.joined(separator: ", "))"
    )
  }

  /// Each ad object is presented once, over a dismissal and two more ad moments.
  static func neverReusesAd(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency))
    await run.start()
    await run.perform(.advance(loadedBy))
    await run.reachAdMoment()
    guard !run.presentations.isEmpty else { return noAdShown(run, .adShown, notShown(run)) }
    await run.perform(.closeAd)
    await run.reachAdMoment()
    await run.reachAdMoment()
    // The rule's property judges the run.
    return .pass(
      "\(run.presentCalls.count) present calls over a dismissal and two returns, each on a different ad: \(run.presentCalls.map(\.object).joined(separator: ", "))"
    )
  }

  /// Every present call finds the content delegate set.
  static func delegateSetBeforePresent(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency))
    await run.start()
    await run.perform(.advance(loadedBy))
    await run.reachAdMoment()
    guard let call = run.presentCalls.first else {
      return noAdShown(run, .presentAttempted, "the app never tried to present an ad")
    }
    // The rule's property judges the run.
    return .pass("\(call.object) had its fullScreenContentDelegate when the app presented it at \(call.time) s")
  }

  /// A new load within the request window of the user closing the ad.
  static func reloadsAfterDismiss(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency))
    await run.start()
    await run.perform(.advance(loadedBy))
    await run.reachAdMoment()
    guard let shown = run.presentations.first else { return noAdShown(run, .adShown, notShown(run)) }
    let start = run.lastSequence
    await run.perform(.closeAd)
    guard let dismissed = run.ownEvents(named: .adDidDismissFullScreenContent, after: start).first else {
      return .unmet(.adShown, "the ad on screen was not dismissed when the user closed it")
    }
    // An app that asked for the next ad while this one was up already has it on its way.
    if let ahead = run.ownEvents(named: run.loadCall, after: shown.sequence).first, ahead.sequence < dismissed.sequence
    {
      return .pass(
        "the app asked for the next ad at \(ahead.time) s, while \(shown.object) was up, before adDidDismissFullScreenContent at \(dismissed.time) s"
      )
    }
    return await run.awaitLoad(after: start, since: dismissed, what: "adDidDismissFullScreenContent")
  }

  /// A new load within the request window of a presentation that failed in a mediation
  /// adapter, a failure `canPresent` cannot foresee.
  static func reloadsAfterPresentFailure(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency))
    await run.start()
    // An app whose own clock brings its breaks may reach one while the scenario waits for
    // the ad, so its presentation is set to fail from the start.
    if run.appBreaksWithin != nil { GoogleFullScreenBehaviour.failNextPresentation(in: run.simulation) }
    let loading = run.lastSequence
    await run.perform(.advance(loadedBy))
    if run.appBreaksWithin == nil { GoogleFullScreenBehaviour.failNextPresentation(in: run.simulation) }
    let start = run.appBreaksWithin == nil ? run.lastSequence : loading
    await run.reachAdMoment()
    guard let failure = run.ownEvents(named: .adDidFailToPresentFullScreenContentWithError, after: start).first else {
      return noAdShown(run, .presentAttempted, "the app never tried to present the loaded ad at \(run.adMomentText)")
    }
    // The fake records the failure callback before the delegate runs, so a load the
    // delegate starts inside it comes after it in the trace.
    return await run.awaitLoad(
      after: failure.sequence, since: failure, what: "ad(_:didFailToPresentFullScreenContentWithError:)")
  }

  /// After a failed load, a later ad moment loads again: no loading flag stays stuck.
  static func recoversAfterLoadFailure(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.perform(run.noFill(after: .seconds(1)))
    await run.start()
    // The first load may wait through the request window (a consent refresh) and then
    // take a second to fail.
    _ = await run.waitForEvent(after: 0, within: Rule.Window.request.duration + .seconds(2)) { [unowned run] in
      $0.name == .loadCompletion && run.isOwn($0)
    }
    // An app that asks for its first ad only at its moment (a break) makes it there.
    if run.loadCalls.isEmpty {
      await run.reachAdMoment()
      _ = await run.waitForEvent(after: 0, within: Rule.Window.request.duration) { [unowned run] in
        $0.name == .loadCompletion && run.isOwn($0)
      }
    }
    guard let failure = run.loadCompletions.first else {
      return run.loadCalls.isEmpty
        ? .unmet(.loadRequested, "the app never started a load")
        : .unmet(
          .loadFailed, "no load the app started was answered (the script answers only the \(run.formatName) demo units)"
        )
    }
    guard let moment = await run.reachAdMoment() else {
      return .unmet(.becameActive, "the run never reached \(run.adMomentText)")
    }
    if let retry = run.ownEvents(named: run.loadCall, after: failure.sequence).first {
      return .pass("the load failed at \(failure.time) s and the app loaded again at \(retry.time) s")
    }
    let outcome = await run.awaitLoad(
      after: failure.sequence, since: moment, what: "\(run.adMomentText) after the failed load")
    // An app backing off may load up to the allowance after the failure; the property
    // judges that too, so the run goes on past it when no load came.
    let allowed = failure.time.advanced(by: GoogleFullScreenMonitors.backOffAllowance)
    if run.ownEvents(named: run.loadCall, after: failure.sequence).isEmpty, run.now <= allowed {
      await run.perform(.advance(run.now.duration(to: allowed)))
      await run.runPastWindow()
    }
    return outcome
  }

  /// Five failed loads in a row, a quiet minute: at most one retry at once, and retries
  /// that back off.
  static func noRetryStorm(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    for _ in 0..<5 { await run.perform(run.noFill(after: .seconds(1))) }
    await run.start()
    // An app that asks for its first ad only at its moment (a break, or a level begun once
    // consent allowed requests) makes it there.
    if run.loadCalls.isEmpty {
      await run.perform(.advance(Rule.Window.request.duration))
      if run.loadCalls.isEmpty { await run.reachAdMoment() }
    }
    await run.perform(.advance(.seconds(60)))
    let loads = run.loadCalls
    let failures = run.loadCompletions.filter { $0.flag("loaded") == false }
    // The rule's property judges the run.
    guard let first = failures.first else {
      return loads.isEmpty
        ? .unmet(.loadRequested, "the app never started a load")
        : .unmet(.loadFailed, "no load the app started was answered")
    }
    return .pass(
      "the first load failed at \(first.time) s; in the minute after, the app made \(loads.count - 1) retries"
        + (loads.count > 1 ? ", at \(loads.dropFirst().map { "\($0.time) s" }.joined(separator: ", "))" : ""))
  }

  /// Every load, over a start and an ad moment, asks for one of Google's demo units.
  static func testIDsUnderTest(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    await run.start()
    await run.perform(.advance(.seconds(5)))
    await run.reachAdMoment()
    // The rule's property judges the run.
    let loads = run.loadCalls
    guard let first = loads.first else { return .unmet(.loadRequested, "the app never started a load") }
    return .pass("all \(loads.count) loads asked for a test ad unit, the first \(first.detail) at \(first.time) s")
  }

  /// An ad held past the scenario's lifetime is never presented: the app drops it and
  /// presents a fresh one, or none.
  static func neverPresentsExpired(_ run: some GoogleFullScreenRun) async -> Rule.Outcome {
    guard run.readsTimeFromContext else {
      return .unverified(
        """
        the subject does not say its expiry check reads a time the run moves, so the check \
        cannot tell a client that drops expired ads from one that does not. Read the time \
        from context.now, or keep Date(), which a run moves on Linux, and pass \
        `readsTimeFromContext: true`.
        """)
    }
    let lifetime = GoogleFullScreenBehaviour.current(in: run.simulation).lifetime
    if run.appBreaksWithin != nil { return await neverPresentsExpiredAfterIdleBreak(run, lifetime: lifetime) }
    await run.perform(run.fill(after: latency))
    await run.start()
    await run.perform(.advance(loadedBy))
    let since = await run.primeFirstMoment()
    let shown = Set(run.presentCalls.map(\.object))
    guard let loaded = since == 0 ? run.loadedAds.first : run.loadedAds.last(where: { !shown.contains($0.object) })
    else {
      return .unmet(.adLoaded, "no \(run.formatName) ad loaded in the \(loadedBy.shortText) after the start")
    }
    guard run.ownEvents(named: run.presentCall, after: since).isEmpty else {
      return .unmet(.unshownAdHeld, "the app presented its ad before its lifetime ran out")
    }
    await run.perform(.advance(lifetime + .seconds(60)), run.fill(after: .seconds(1)))
    await run.reachAdMoment()
    // The rule's property judges the run.
    let fresh =
      run.ownEvents(named: run.presentCall, after: since).first.map {
        ", and presented \($0.object) at \($0.time) s instead"
      } ?? ""
    return .pass("\(loaded.object) loaded at \(loaded.time) s was never presented after its lifetime ran out\(fresh)")
  }

  /// Why a check that needs an ad shown could not go on.
  /// For an app whose own clock brings its breaks, which shows its ad at the first one: the
  /// user closes it, the app loads the next, and the user stays at the break for longer
  /// than an ad lasts before carrying on. The ad the app held all that while must not be
  /// presented at the next break.
  static func neverPresentsExpiredAfterIdleBreak(
    _ run: some GoogleFullScreenRun, lifetime: Duration
  ) async -> Rule.Outcome {
    await run.perform(run.fill(after: latency))
    await run.start()
    await run.perform(.advance(loadedBy))
    if run.presentations.isEmpty { await run.reachAdMoment() }
    guard let first = run.presentations.first else { return noAdShown(run, .adShown, notShown(run)) }
    await run.perform(run.fill(after: .seconds(1)), .closeAd, .advance(Rule.Window.screen.duration))
    guard let held = run.loadedAds.last(where: { $0.sequence > first.sequence }) else {
      return .unmet(.unshownAdHeld, "the app loaded no next ad after the user closed \(first.object)")
    }
    await run.perform(.advance(lifetime + .seconds(60)), run.fill(after: .seconds(1)))
    if let early = run.ownEvents(named: run.presentCall, after: held.sequence).first {
      return .unmet(
        .unshownAdHeld, "the app presented \(early.object) at \(early.time) s, while the user stayed at the break")
    }
    await run.reachAdMoment()
    // The rule's property judges the run.
    let fresh =
      run.ownEvents(named: run.presentCall, after: held.sequence).first.map {
        ", and presented \($0.object) at \($0.time) s instead"
      } ?? ""
    return .pass(
      "\(held.object) loaded at \(held.time) s was held past its lifetime while the user stayed at the break, "
        + "and was not presented when the user carried on\(fresh)")
  }

  /// The outcome of a run in which the app showed no ad: unmet, naming the precondition,
  /// and, when the app released every ad it loaded without presenting it, saying so: the
  /// format's `single-load` rule judges an ad thrown away unused.
  static func noAdShown(
    _ run: some GoogleFullScreenRun, _ precondition: Precondition, _ why: String
  ) -> Rule.Outcome {
    let presented = Set(run.presentCalls.map(\.object))
    let unshown = run.loadedAds.filter { !presented.contains($0.object) }
    let releases = run.events(named: .released)
    let gone = unshown.compactMap { loaded in releases.first { $0.object == loaded.object } }
    guard !unshown.isEmpty, gone.count == unshown.count, let last = gone.max(by: { $0.sequence < $1.sequence }) else {
      return .unmet(precondition, why)
    }
    return .unmet(
      precondition,
      "the app released \(gone.map(\.object).joined(separator: ", ")), loaded and never presented, by \(last.time) s, "
        + "so no ad could show at \(run.adMomentText); the single-load rule judges an ad thrown away unused")
  }

  static func notShown(_ run: some GoogleFullScreenRun) -> String {
    "the app never showed an ad at \(run.adMomentText), so there was nothing to dismiss"
  }
}
