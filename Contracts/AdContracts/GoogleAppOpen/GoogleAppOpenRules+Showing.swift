import AdSimulation
import FakeGoogleMobileAds

/// The app open rules of showing: one ad at a time, never an expired or a used one, on
/// coming to the foreground, and on a cold start only over the loading screen and only for
/// a returning user.
extension GoogleAppOpenRules {
  /// One ad at a time on screen.
  static let singlePresentation = Rule(
    "gma.app-open.single-presentation", .must,
    title: "The app never presents an ad while one is already showing.",
    guide: showSection,
    explanation: """
      An ad on screen can make the app resign and become active again (a system alert, \
      the notification centre). A manager without an isShowingAd guard then presents \
      again over its own ad. The check shows an ad on a foreground, then makes the app \
      resign and become active while the ad is up: no present call may come until the \
      ad is dismissed.
      """,
    fix:
      "set isShowingAd before presenting and return early from showAdIfAvailable() while it is set; clear it on dismissal and on failure.",
    basis: .init(
      .must, .sample, section: GoogleAppOpenRules.showSection, word: "do not show",
      sentence:
        "showAdIfAvailable returns early while an ad is on screen, under a comment that forbids showing it again.",
      note: "Sample code, but its comment is worded as a prohibition."),
    property: GoogleFullScreenMonitors.singlePresentation(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.singlePresentation(run)
  }

  /// An ad loaded four or more hours ago is never presented.
  static let neverPresentsExpired = Rule(
    "gma.app-open.never-presents-expired", .must,
    title: "An ad loaded four hours ago or more is never presented.",
    guide: expirySection,
    explanation: """
      App open ads time out four hours after they load; one shown later may earn nothing. \
      The SDK notes each ad's load time on the virtual clock. The check loads an ad after \
      the launch, sends the app to the background for 4 hours and 1 minute, and brings it \
      back: no present call may find an ad that old. The subject says its expiry check \
      reads a time the run moves (readsTimeFromContext: true): Subject.Context.now or \
      .clock, or Date(), which inside a run reads the run's clock (on Linux). A client \
      whose subject does not say so gets no verdict, only unverified: its check may read \
      the device's uptime, which a run does not move.
      """,
    fix:
      "keep the load time from an injected clock and treat an ad loaded 4 h ago or more as unavailable: drop it and load a new one.",
    basis: .init(
      .must, section: GoogleAppOpenRules.expirySection, word: "確認してください",
      gloss: "please check, an unhedged instruction",
      sentence:
        "To keep expired ads off screen, record when the ad loaded and, before showing it, make sure it is less than four hours old.",
      note:
        "The heading's 考察 is a noun (considerations), not advice to consider; the sentence itself is an unhedged instruction."
    ),
    // The property: no present call finds an ad four hours old or more, for a client whose
    // time the run moves.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      let judged = run.readsTimeFromContext
      return .eachEvent(named: [GoogleAppOpenRun.presentCall]) { event in
        guard judged, event.name == GoogleAppOpenRun.presentCall, run.isOwn(event),
          let age = event.duration("age"), age >= GADAppOpenAd.validity
        else { return nil }
        return Rule.Violation(
          expected: "no ad presented 4 hours or more after it loaded",
          actual:
            "the app presented \(event.object) at \(event.time) s, \(Int(GoogleAppOpenRun.age(of: event))) s after it loaded",
          at: event)
      }
    }
  ) { (run: GoogleAppOpenRun) in
    guard run.readsTimeFromContext else {
      return .unverified(
        "the subject does not say its expiry check reads a time the run moves. Give it Subject.Context.now (or .clock), or keep Date(), which a run moves on Linux, and declare `readsTimeFromContext: true` in Subject.googleAppOpen."
      )
    }
    await run.perform(.respond(.fill(after: .seconds(10), adUnit: unit).answering(demoUnits)))
    await run.launch()
    await run.perform(.advance(.seconds(15)))
    guard let loaded = run.loadedAds.first else {
      return .unmet(.expiredAdHeld, "no ad had loaded by the time the app went to the background")
    }
    guard !run.presentCalls.contains(where: { $0.object == loaded.object }) else {
      return .unmet(.expiredAdHeld, "the app presented \(loaded.object) before it went away, so no ad was held")
    }
    await run.reopen(after: GADAppOpenAd.validity + .seconds(60))
    // The rule's property judges the run.
    let reload = run.loadCalls.first { $0.sequence > loaded.sequence }
    let presented = run.presentCalls.first { $0.sequence > loaded.sequence }
    return .pass(
      "\(loaded.object), loaded at \(loaded.time) s, was over four hours old on the way back"
        + (presented.map { "; the app presented \($0.object) at \($0.time) s" } ?? "")
        + (reload.map { "; the app loaded anew at \($0.time) s" } ?? ""))
  }

  /// An ad object is presented once.
  static let neverReusesAd = Rule(
    "gma.app-open.never-reuses-ad", .must,
    title: "An ad object is presented once and never again.",
    guide: showSection,
    explanation: """
      A presented app open ad is used up; presenting it again fails with code 18. The \
      check shows an ad, the user closes it, and the app comes back twice more: no \
      present call may be made on an ad that was presented before.
      """,
    fix: "set the ad to nil in adDidDismissFullScreenContent(_:) and in the presentation-failure callback.",
    basis: .init(
      .must, .sample, section: "\(GoogleAppOpenRules.guide) › Handle presentation callbacks", word: nil,
      sentence:
        "Both the dismissal and the failure handler set the ad to nil, so an ad that has been shown is not shown again.",
      note:
        "Sample code only; graded MUST because the SDK refuses a used ad with presentation error 18 (ad already used)."),
    property: GoogleFullScreenMonitors.neverReusesAd(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.neverReusesAd(run)
  }

  /// Coming to the foreground with an ad available, the app shows it.
  static let showsOnForeground = Rule(
    "gma.app-open.shows-on-foreground", .must,
    title: "Coming back to the foreground with an ad available, the app shows it.",
    guide: foregroundSection,
    explanation: """
      That is the moment app open ads are for. The check lets an ad load after the launch \
      screen is gone, sends the app to the background and brings it back: the ad must be \
      presented (adWillPresentFullScreenContent) within the screen window (2 s) of \
      becoming active. A present call the SDK refuses for a reason of the app's (a \
      controller in no window, an ad already used) shows nothing and does not count; one \
      the scenario makes fail does. A return while another of the app's full-screen ads is \
      still up (a rewarded ad the user left the app during) owes nothing: no ad shows over \
      another. If no ad has loaded by the time the app \
      leaves, or the app has already shown it, no ad is available on the way back and the \
      check reports unverified.
      """,
    fix:
      "call showAdIfAvailable() from applicationDidBecomeActive(_:) (or on UIApplication.didBecomeActiveNotification), presenting from a view controller in the window, such as the key window's root.",
    basis: .init(
      .must, section: GoogleAppOpenRules.foregroundSection, word: "必要な手順",
      gloss: "the necessary steps; showing the ad on foreground events is the second",
      sentence:
        "When the app becomes active it calls showAdIfAvailable, which shows an ad that is ready and otherwise starts loading a new one.",
      note:
        "The sentence is a plain instruction; it carries out a step from the guide's opening list of what an integration needs."
    ),
    // The property: coming back from the background with an unused ad under four hours old, the
    // app presents it within the screen window, unless an ad is already up (its own, or another
    // of its full-screen ads, such as a rewarded ad the user left the app during) or the
    // harness chose a new user. A presentation the SDK failed on the scenario's word counts as
    // presented, as does one refused because something else was up (another ad, a screen
    // the controller presents); one refused for the call itself (an ad already used, a
    // controller in no window) does not.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var wasInBackground = false
      var refused: Trace.Event?
      let app = GoogleAppOpenRun.Follower(run)
      return Rule.Watch(
        names: app.names,
        event: { event in
          let isMoment = app.follow(event)
          if run.isOwn(event) {
            if event.name == .adWillPresentFullScreenContent { deadlines.meetAll() }
            if event.name == .adDidFailToPresentFullScreenContentWithError {
              switch Trace.Event.PresentationRefusal(of: event) {
              case .usedAd?, .controllerNotInWindow?: refused = event
              // The scenario's failure, or a moment no ad can show (another screen up).
              case nil, .expiredAd?, .anotherAdUp?, .controllerBusy?: deadlines.meetAll()
              }
            }
          }
          if event.name == .didEnterBackground { wasInBackground = true }
          guard event.name == .didBecomeActive else { return nil }
          // A return from the background; the launch's first becoming active is the cold
          // start's, judged by its own rule.
          if isMoment, wasInBackground, !run.simulation.googleFullScreenAdIsShowing, app.ledger.holdsAd(at: event.time)
          {
            deadlines.open(by: event)
            refused = nil
          }
          wasInBackground = false
          return nil
        },
        step: {
          return deadlines.violation(
            on: run,
            expected: "the loaded ad presented within \(deadlines.window.shortText) of the return to the foreground"
          ) { late in
            guard let refused, refused.sequence > late.sequence else {
              return "the app held an unused ad when it became active at \(late.time) s and did not try to present it"
            }
            return
              "the app held an unused ad when it became active at \(late.time) s, and its presentation at \(refused.time) s failed (\(refused.detail))"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleAppOpenRun) in
    await run.perform(.respond(.fill(after: .seconds(10), adUnit: unit).answering(demoUnits)))
    await run.launch()
    await run.perform(.advance(.seconds(15)))
    guard let loaded = run.loadedAds.first else {
      return .unmet(
        .adLoaded, "no ad had loaded by the time the app went to the background, so none was available on the way back")
    }
    guard run.presentations.isEmpty else {
      return .unmet(
        .adLoaded, "the app showed the ad before it went to the background, so none was left to show on the way back")
    }
    let start = run.lastSequence
    await run.perform(.background, .advance(.seconds(30)))
    let back = run.lastSequence
    await run.perform(.foreground)
    guard let active = run.events(named: .didBecomeActive, after: back).first else {
      return .unmet(.becameActive, "the app never became active again")
    }
    if let shown = await run.waitForEvent(named: .adWillPresentFullScreenContent, after: start, within: .screen) {
      return .pass(
        "\(loaded.object) loaded at \(loaded.time) s and was presented at \(shown.time) s, on the return to active at \(active.time) s"
      )
    }
    // The rule's property judges an app that never tries and one whose presentation failed.
    await run.runPastWindow()
    guard let failure = run.events(named: .adDidFailToPresentFullScreenContentWithError, after: start).first else {
      return .pass(
        "\(loaded.object) loaded at \(loaded.time) s and the app did not try to present it on the return to active at \(active.time) s"
      )
    }
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s and its presentation at \(failure.time) s, on the return to active at \(active.time) s, failed (\(failure.detail))"
    )
  }

  /// The full-screen content delegate is set before the ad is presented.
  static let delegateSetBeforePresent = Rule(
    "gma.app-open.delegate-set-before-present", .must,
    title: "The ad's fullScreenContentDelegate is set before it is presented.",
    guide: showSection,
    explanation: """
      Without the delegate the app never hears of the dismissal or a failure, so it never \
      drops the ad nor loads the next. The check shows an ad on a foreground: at each \
      present call the ad must have a delegate.
      """,
    fix: "set ad.fullScreenContentDelegate = self when the load completes, before any present call.",
    basis: .init(
      .must, section: "\(GoogleAppOpenRules.guide) › Handle presentation callbacks", word: "必要な手順",
      gloss: "the necessary steps; handling the presentation callbacks is the third",
      sentence:
        "Presentation events are handled through GADFullScreenContentDelegate, which the sample sets as soon as the ad has loaded.",
      note:
        "Without the delegate no presentation callback can be handled, so the step the guide calls necessary cannot be done."
    ),
    property: GoogleFullScreenMonitors.delegateSetBeforePresent(GoogleAppOpenRun.self)
  ) { (run: GoogleAppOpenRun) in
    await GoogleFullScreenChecks.delegateSetBeforePresent(run)
  }

  /// On a cold start the ad shows only over the loading screen.
  static let coldStartOnlyOnLoadingScreen = Rule(
    "gma.app-open.cold-start-only-on-loading-screen", .must,
    title: "On a cold start the ad shows only over the loading screen, never over the content.",
    guide: practicesSection,
    explanation: """
      An ad that appears once the app's content is up interrupts the user. The check \
      launches the app with an ad that arrives 30 s later, after any loading screen is \
      gone, and lets a minute pass: no presentation may come while the loading screen is \
      down during that first session (the isLoadingScreenUp probe is read at each present \
      call). It needs the ad to arrive with the loading screen gone; otherwise it reports \
      unverified.
      """,
    fix:
      "on a cold start, present only while the loading screen is up; an ad that arrives later waits for the next foreground.",
    basis: .init(
      .must, section: "\(GoogleAppOpenRules.guide) › Cold starts and loading screens", word: "表示しないでください",
      gloss: "do not show",
      sentence:
        "On a cold start, once loading has finished and the app's main content is open, no app open ad is to appear there.",
      note: "The same section says an out-of-context ad is to be avoided with 避ける必要があります (it is necessary to avoid)."),
    // The property: from the launch until the app first resigns active, no present call while
    // the loading screen is down: an ad that arrives once the content is up waits for the next
    // return. Without the loading-screen probe there is nothing to watch.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var firstSession = false
      var judged = 0
      return Rule.Watch(
        names: [run.presentCall, .didFinishLaunching, .willResignActive],
        event: { event in
          if event.name == .didFinishLaunching { firstSession = true }
          if event.name == .willResignActive { firstSession = false }
          guard firstSession, event.name == run.presentCall, run.isOwn(event), let up = run.isLoadingScreenUp() else {
            return nil
          }
          judged += 1
          guard !up else { return nil }
          return Rule.Violation(
            expected: "no ad over the app's content on a cold start",
            actual: "the app presented \(event.object) at \(event.time) s with the loading screen gone", at: event)
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleAppOpenRun) in
    guard run.setup.isLoadingScreenUp != nil else { return .unverified(GoogleAppOpenRun.needsLoadingProbe) }
    var arrival: (event: Trace.Event, loadingScreenUp: Bool)?
    let token = run.simulation.addEventListener { event in
      if event.name == .loadCompletion, event.flag("loaded") == true, arrival == nil {
        arrival = (event, run.isLoadingScreenUp() == true)
      }
    }
    await run.perform(.respond(.fill(after: .seconds(30), adUnit: unit).answering(demoUnits)))
    await run.launch()
    await run.perform(.advance(.seconds(60)))
    run.simulation.removeObserver(token)
    // The rule's property judges the run.
    guard let arrival else {
      return .unmet(.loadingScreenGone, "no ad arrived during the first minute of the cold start")
    }
    guard !arrival.loadingScreenUp else {
      return .unmet(
        .loadingScreenGone,
        "the loading screen was still up when \(arrival.event.object) arrived at \(arrival.event.time) s")
    }
    let presented = run.presentCalls.first.map { "presented \($0.object) at \($0.time) s" } ?? "presented nothing"
    return .pass(
      "\(arrival.event.object) arrived at \(arrival.event.time) s with the loading screen gone, and in the first minute the app \(presented)"
    )
  }

  /// When the loading screen finished under the ad, it goes when the ad goes.
  static let dismissesLoadingScreen = Rule(
    "gma.app-open.dismisses-loading-screen", .should,
    title: "If the loading screen finished under the ad, it goes when the ad is dismissed.",
    guide: practicesSection,
    explanation: """
      Otherwise the user closes the ad and finds a loading screen with nothing left to \
      load. The check launches with an ad that arrives at once and gives the loading \
      screen 30 s to show it (a splash that counts down first is fine); the loading \
      finishes underneath; the user closes the ad a minute later, and the \
      isLoadingScreenUp probe must read false within the screen window (2 s). An app whose probe reads false at \
      launch has no loading screen, and the rule does not apply to it.
      """,
    fix:
      "when the loading finishes while the ad is up, remember it, and dismiss the loading screen in adDidDismissFullScreenContent(_:).",
    basis: .init(
      .should, section: GoogleAppOpenRules.practicesSection, word: "ベスト プラクティス",
      gloss: "best practices; the bullet itself says the app can close the screen",
      sentence:
        "If a loading screen under the ad finishes before the ad is closed, the app can close that screen from adDidDismissFullScreenContent."
    ),
    // The property: an ad that came over the loading screen and stayed up for
    // ``loadingFinishesWithin`` or longer (the loading finished under it) takes the loading
    // screen with it: within the screen window of its dismissal the screen is gone. Without the
    // loading-screen probe there is nothing to watch.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var overLoading: [String: VirtualClock.Instant] = [:]
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      return Rule.Watch(
        names: [.adWillPresentFullScreenContent, .adDidDismissFullScreenContent],
        // As recorded, so the loading screen is read as the ad comes and goes.
        event: { event in
          guard run.isOwn(event), let up = run.isLoadingScreenUp() else { return nil }
          if event.name == .adWillPresentFullScreenContent {
            if up { overLoading[event.object] = event.time }
          } else if let shown = overLoading.removeValue(forKey: event.object),
            shown.duration(to: event.time) >= loadingFinishesWithin, up
          {
            deadlines.open(by: event)
          }
          return nil
        },
        step: {
          if run.isLoadingScreenUp() != true { deadlines.meetAll() }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return Rule.Violation(
            expected: "the loading screen gone within \(deadlines.window.shortText) of the ad's dismissal",
            actual:
              "it was still up after adDidDismissFullScreenContent at \(late.time) s, the ad having been up since the launch",
            at: late)
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleAppOpenRun) in
    guard run.setup.isLoadingScreenUp != nil else { return .unverified(GoogleAppOpenRun.needsLoadingProbe) }
    await run.perform(.respond(.fill(after: .milliseconds(500), adUnit: unit).answering(demoUnits)))
    await run.launch()
    guard run.isLoadingScreenUp() == true else {
      return .notApplicable("the app shows no loading screen at launch.")
    }
    await run.perform(.advance(.seconds(30)))
    guard !run.presentations.isEmpty else {
      return .unmet(.adShown, "the app did not show the ad that arrived during its loading screen")
    }
    await run.perform(.advance(.seconds(60)))
    let start = run.lastSequence
    await run.perform(.closeAd)
    guard let dismissed = run.events(named: .adDidDismissFullScreenContent, after: start).first else {
      return .unmet(.adShown, "the ad was not on screen a minute later")
    }
    let gone = await run.waitUntil(.screen, { run.isLoadingScreenUp() != true })
    // The rule's property judges the run.
    if gone == nil { await run.runPastWindow() }
    return .pass(
      "the ad went at \(dismissed.time) s and the loading screen "
        + (gone.map { "was gone at \($0) s" } ?? "was still up \(Rule.Window.screen.duration.shortText) later"))
  }

  /// New users see no app open ad in their first few opens.
  static let waitsForReturningUsers = Rule(
    "gma.app-open.waits-for-returning-users", .should,
    title: "App open ads start only once the user has opened the app a few times.",
    guide: practicesSection,
    explanation: """
      A new user's first impression should be the app, not an ad. The check launches the \
      app for a new user (without the returningUser hook) with ads available, and reopens \
      it twice: none of those three opens may show an ad.
      """,
    fix: "count the app's opens (persisted) and show app open ads only after a few.",
    basis: .init(
      .should, section: GoogleAppOpenRules.practicesSection, word: "ベスト プラクティス", gloss: "best practices",
      sentence: "Start showing app open ads only after the user has used the app a few times."),
    // The property: a new user sees no app open ad in the first three opens of the app: the
    // launch and the next two returns to the foreground.
    property: Rule.Monitor { (run: GoogleAppOpenRun) in
      var opens = 0
      return Rule.Watch(
        names: [.didFinishLaunching, .willEnterForeground, .adWillPresentFullScreenContent],
        settledEvent: { event in
          guard run.isNewUser else { return nil }
          switch event.name {
          case .didFinishLaunching, .willEnterForeground:
            opens += 1
          case .adWillPresentFullScreenContent where run.isOwn(event) && opens <= 3:
            return Rule.Violation(
              expected: "no app open ad in a new user's first three opens",
              actual: "the app showed \(event.object) at \(event.time) s, in open \(max(opens, 1))", at: event)
          default:
            break
          }
          return nil
        },
        reached: { run.isNewUser && opens > 0 })
    }
  ) { (run: GoogleAppOpenRun) in
    for _ in 0..<3 { await run.perform(.respond(.fill(after: .seconds(1), adUnit: unit).answering(demoUnits))) }
    await run.launch(returningUser: false)
    await run.perform(.advance(.seconds(10)))
    await run.reopen()
    await run.perform(.closeAd)
    await run.reopen()
    // The rule's property judges the run.
    let loaded = run.loadedAds.count
    let shown = run.presentations.count
    return .pass(
      "three opens of a new user: \(loaded) ad(s) loaded, \(shown) shown")
  }

  /// How long an ad over the launch's loading screen stays up before the launch's work
  /// is taken to have finished under it, as the rule's scenario takes it.
  static let loadingFinishesWithin: Duration = .seconds(30)
}
