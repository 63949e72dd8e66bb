import AdSimulation
import FakeGoogleMobileAds

extension GoogleAppOpenRules {
  static let unit = GoogleTestAdUnits.appOpen
  /// Every app open demo unit Google has published; the scenarios answer a load for any
  /// of them (Google's 2021 samples use the older one).
  static let demoUnits: Set<String> = [GoogleTestAdUnits.appOpen, GoogleTestAdUnits.legacyAppOpen]

  /// No load starts while one is running or while an unused ad is held.
  static let singleLoad = Rule(
    "gma.app-open.single-load", .must,
    title: "No load starts while one is running or while an unused ad is held.",
    guide: managerSection,
    explanation: """
      A manager that loads on every foreground piles up requests and ads. The check \
      launches the app with an ad that takes 5 s to load, sends it to the background and \
      back twice while the load runs, then brings it back once more after the ad arrived; \
      once that ad is closed and the next has loaded, the app stays away four hours. \
      Every load call must find no load pending and no ad held that is unused and under \
      four hours old: loading the successor of an expired ad is right.
      """,
    fix:
      "keep an isLoadingAd flag and the loaded ad; return early from loadAd() when either says an ad is on its way or in hand.",
    basis: .init(
      .must, .sample, section: GoogleAppOpenRules.loadSection, word: "Do not load ad",
      sentence:
        "Every listing of loadAd returns at once while a load is running or an unused ad is held, under a comment that forbids loading then.",
      note:
        "Sample code, but its comment is worded as a prohibition, and every version of loadAd in the guide keeps it."),
    // The property: every load call finds no load running and no unused ad under four hours old
    // held.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var ledger = GoogleLoadLedger.appOpen
      return .eachEvent(named: ledger.names) { event in ledger.note(event, isOwn: run.isOwn(event)) }
    }
  ) { (run: GoogleAppOpenRun) in
    await run.perform(.respond(.fill(after: .seconds(5), adUnit: unit).answering(demoUnits)))
    await run.launch()
    await run.perform(
      .advance(.seconds(1)), .background, .foreground, .advance(.seconds(1)), .background,
      .foreground, .advance(.seconds(10)), .resignActive, .becomeActive,
      .respond(.fill(after: .seconds(5), adUnit: unit).answering(demoUnits)), .closeAd, .advance(.seconds(10)),
      .background, .advance(GADAppOpenAd.validity), .foreground)
    // The rule's property judges the run.
    let loads = run.loadCalls
    guard !loads.isEmpty else { return .unmet(.loadRequested, "the app never started a load") }
    return .pass(
      "\(loads.count) loads, over two returns while the first ran and a stay of four hours: at \(loads.map { "\($0.time) s" }.joined(separator: ", "))"
    )
  }

  /// When the app becomes active with no ad available, it starts a load.
  static let loadsWhenUnavailable = Rule(
    "gma.app-open.loads-when-unavailable", .must,
    title: "Becoming active with no ad available, the app starts a load.",
    guide: foregroundSection,
    explanation: """
      The ad must be loaded ahead of the next foreground. The check launches the app with \
      no ad available: within the request window (10 s) of becoming active, room for a \
      consent refresh first, the app must ask for one.
      """,
    fix: "in the didBecomeActive handler, call loadAd() when no ad is available.",
    basis: .init(
      .must, section: GoogleAppOpenRules.foregroundSection, word: "必要な手順",
      gloss: "the necessary steps; showing the ad on foreground events is the second",
      sentence:
        "When the app becomes active it calls showAdIfAvailable, which shows an ad that is ready and otherwise starts loading a new one.",
      note:
        "The sentence is a plain instruction; it carries out a step from the guide's opening list of what an integration needs. Loading well ahead of time is only recommended (おすすめします), but loading when no ad is ready is part of the step."
    ),
    // The property: becoming active with no ad available and no load running, the app starts a
    // load within the request window, unless an ad covers it, consent allows no request, or the
    // harness chose a new user the app may keep ads from. An ad held past its four hours counts
    // as held here: presenting it instead is the expiry rule's matter.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.request.duration)
      let app = GoogleAppOpenRun.Follower(run)
      return Rule.Watch(
        names: app.names,
        // As recorded, so the moment is judged with the app as it is then.
        event: { event in
          let isMoment = app.follow(event)
          if event.name == run.loadCall, run.isOwn(event) { deadlines.meetAll() }
          if !app.state.adsAllowed { deadlines.meetAll() }
          if isMoment, app.state.adsAllowed, app.state.onScreen == nil, !app.ledger.isLoading,
            !app.ledger.holdsAd(at: event.time, countingExpired: true)
          {
            deadlines.open(by: event)
          }
          return nil
        },
        step: {
          return deadlines.violation(
            on: run, expected: "a new load within \(deadlines.window.shortText) of didBecomeActive with no ad available"
          ) { late in
            "the app started none in the \(deadlines.window.shortText) after it, at \(late.time) s"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleAppOpenRun) in
    let start = run.lastSequence
    await run.launch()
    guard let active = run.events(named: .didBecomeActive, after: start).first else {
      return .unmet(.becameActive, "the app never became active")
    }
    return await run.awaitLoad(after: start, since: active, what: "didBecomeActive with no ad available")
  }

  /// After the ad is dismissed, the next one loads.
  static let reloadsAfterDismiss = Rule(
    "gma.app-open.reloads-after-dismiss", .should,
    title: "After the ad is dismissed, the app drops it and loads the next.",
    guide: showSection,
    explanation: """
      A shown ad is spent. The check loads and shows an ad on a foreground, the user \
      closes it, and a new load must start within the request window (10 s) of \
      adDidDismissFullScreenContent, room for a consent refresh first.
      """,
    fix: "in adDidDismissFullScreenContent(_:), set the ad to nil, clear the showing flag and call loadAd().",
    basis: .init(
      .should, section: "\(GoogleAppOpenRules.guide) › Handle presentation callbacks", word: "おすすめします",
      gloss: "we recommend",
      sentence:
        "Presentation events go through the full-screen content delegate; in particular, asking for the next app open ad once the first has been shown is recommended."
    ),
    property: GoogleFullScreenMonitors.loadsAfter(
      .adDidDismissFullScreenContent, GoogleAppOpenRun.self, what: "adDidDismissFullScreenContent")
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.reloadsAfterDismiss(run)
  }

  /// After a presentation fails, the next ad loads.
  static let reloadsAfterPresentFailure = Rule(
    "gma.app-open.reloads-after-present-failure", .should,
    title: "After a presentation fails, the app drops the ad and loads the next.",
    guide: showSection,
    explanation: """
      A failed presentation leaves the ad unusable. While the app is in the background the \
      check arranges for the next presentation to fail in a mediation adapter (code 22), \
      a failure canPresent(fromRootViewController:) cannot foresee, so a client that \
      checks first is judged too; a new load must start within the request window (10 s) \
      of ad(_:didFailToPresentFullScreenContentWithError:).
      """,
    fix:
      "in ad(_:didFailToPresentFullScreenContentWithError:), set the ad to nil, clear the showing flag and call loadAd().",
    basis: .init(
      .should, .sample, section: "\(GoogleAppOpenRules.guide) › Handle presentation callbacks", word: nil,
      sentence:
        "The sample's presentation-failure handler drops the ad, clears the showing flag and loads again, as the dismissal handler does.",
      note:
        "Sample code only; the prose grades loading the next ad after one as a recommendation (おすすめします), and the failure handler repeats that step."
    ),
    property: GoogleFullScreenMonitors.loadsAfter(
      .adDidFailToPresentFullScreenContentWithError, GoogleAppOpenRun.self,
      what: "ad(_:didFailToPresentFullScreenContentWithError:)")
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.reloadsAfterPresentFailure(run)
  }

  /// A failed load leaves no flag stuck: a later request loads again.
  static let recoversAfterLoadFailure = Rule(
    "gma.app-open.recovers-after-load-failure", .must,
    title: "After a failed load, a later foreground loads again.",
    guide: loadSection,
    explanation: """
      A manager that sets isLoadingAd and forgets to clear it on an error never loads \
      again. The check fails the first load with noFill (1), then brings the app back: \
      a new load must have started since the failure (a single retry counts), at the \
      latest within the request window (10 s) of becoming active again, or, for an app \
      backing off, a minute after the failure.
      """,
    fix: "clear the loading flag on every path out of loadAd(), the error path included (a defer does it).",
    basis: .init(
      .must, .sample, section: GoogleAppOpenRules.loadSection, word: nil,
      sentence: "The sample clears isLoadingAd on every way out of loadAd, the error path included.",
      note:
        "Sample code only; a flag left set would block every later load, which the necessary foreground step depends on, so it is graded as required."
    ),
    property: GoogleFullScreenMonitors.recoversAfterLoadFailure(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.recoversAfterLoadFailure(run)
  }

  /// Failures do not make the app retry in a loop.
  static let noRetryStorm = Rule(
    "gma.app-open.no-retry-storm", .should,
    title: "A failed load is not retried in a tight loop.",
    guide: loadSection,
    explanation: """
      Retrying at once from the failure handler hammers the ad server and the battery. The \
      check answers five loads in a row with noFill (1) and lets a minute pass with no \
      lifecycle event. The app may retry once at once (within a second of the failure), \
      not twice; and its retries must back off: three retries in a row that wait no \
      longer than the one before are a storm. Waiting for the next foreground passes, and \
      so does a timer that doubles (2, 4, 8 s or 5, 10, 20 s); a fixed delay does not.
      """,
    fix: "after a failure, wait for the next foreground (or a backed-off timer) before loading again.",
    basis: .init(
      .should, .sample, section: GoogleAppOpenRules.loadSection, word: nil,
      sentence: "The sample only logs a failed load and leaves the next attempt to the next call of showAdIfAvailable.",
      note:
        "The guide says nothing of retrying; a tight loop departs from the sample, but no word forbids it, so it is advice."
    ),
    property: GoogleFullScreenMonitors.noRetryStorm(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.noRetryStorm(run)
  }

  /// Under test the app loads only Google's test ad units.
  static let testIDsUnderTest = Rule(
    "gma.app-open.test-ids-under-test", .must,
    title: "Under test, the app loads only Google's test ad units.",
    guide: testSection,
    explanation: """
      Loading live ads during development counts as invalid traffic and can get the \
      account suspended. The check launches the app and reopens it; every load must ask \
      for one of Google's published demo ad units.
      """,
    fix: "use the app open demo unit \(GoogleTestAdUnits.appOpen) in debug and test builds.",
    basis: .init(
      .must, section: GoogleAppOpenRules.testSection, word: "必ず … 使用しないでください",
      gloss: "always use test ads … do not use live ones",
      sentence:
        "While building and testing, use test ads only and never live ones; live ads can get the account suspended."),
    property: GoogleFullScreenMonitors.testIDsUnderTest(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.testIDsUnderTest(run)
  }
}
