import AdSimulation
import FakeGoogleMobileAds

extension AppOpenContracts {
  /// One ad at a time on screen.
  static let singlePresentation = Contract(
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
    fix: "set isShowingAd before presenting and return early from showAdIfAvailable() while it is set; clear it on dismissal and on failure.",
    basis: .init(
      .must, .sample, section: AppOpenContracts.showSection, word: "do not show",
      sentence: "showAdIfAvailable returns early while an ad is on screen, under a comment that forbids showing it again.",
      note: "Sample code, but its comment is worded as a prohibition.")
  ) { (run: AppOpenRun) in
    await GoogleFullScreenChecks.singlePresentation(run)
  }

  /// An ad loaded four or more hours ago is never presented.
  static let neverPresentsExpired = Contract(
    "gma.app-open.never-presents-expired", .must,
    title: "An ad loaded four hours ago or more is never presented.",
    guide: expirySection,
    explanation: """
      App open ads time out four hours after they load; one shown later may earn nothing. \
      The SDK notes each ad's load time on the virtual clock. The check loads an ad after \
      the launch, sends the app to the background for 4 hours and 1 minute, and brings it \
      back: no present call may find an ad that old. The client's expiry check must read \
      the harness's time (Subject.Context.now or .clock, declared with \
      readsTimeFromContext: true); a client that reads Date() gets no verdict, only \
      unverified, since the wall clock barely moves during a run.
      """,
    fix: "keep the load time from an injected clock and treat an ad loaded 4 h ago or more as unavailable: drop it and load a new one.",
    basis: .init(
      .must, section: AppOpenContracts.expirySection, word: "確認してください", gloss: "please check, an unhedged instruction",
      sentence: "To keep expired ads off screen, record when the ad loaded and, before showing it, make sure it is less than four hours old.",
      note: "The heading's 考察 is a noun (considerations), not advice to consider; the sentence itself is an unhedged instruction.")
  ) { (run: AppOpenRun) in
    guard run.setup.readsTimeFromContext else {
      return .unverified(
        "the client's expiry check may read the wall clock (Date()), which does not move in a simulation. Give it Subject.Context.now (or .clock) and declare `readsTimeFromContext: true` in Subject.appOpen.")
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
    // The rule's property (AppOpenMonitors.neverPresentsExpired) judges the run.
    let reload = run.loadCalls.first { $0.sequence > loaded.sequence }
    let presented = run.presentCalls.first { $0.sequence > loaded.sequence }
    return .pass(
      "\(loaded.object), loaded at \(loaded.time) s, was over four hours old on the way back"
        + (presented.map { "; the app presented \($0.object) at \($0.time) s" } ?? "")
        + (reload.map { "; the app loaded anew at \($0.time) s" } ?? ""))
  }

  /// An ad object is presented once.
  static let neverReusesAd = Contract(
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
      .must, .sample, section: "\(AppOpenContracts.guide) › Handle presentation callbacks", word: nil,
      sentence: "Both the dismissal and the failure handler set the ad to nil, so an ad that has been shown is not shown again.",
      note: "Sample code only; graded MUST because the SDK refuses a used ad with presentation error 18 (ad already used).")
  ) { (run: AppOpenRun) in
    await GoogleFullScreenChecks.neverReusesAd(run)
  }

  /// Coming to the foreground with an ad available, the app shows it.
  static let showsOnForeground = Contract(
    "gma.app-open.shows-on-foreground", .must,
    title: "Coming back to the foreground with an ad available, the app shows it.",
    guide: foregroundSection,
    explanation: """
      That is the moment app open ads are for. The check lets an ad load after the launch \
      screen is gone, sends the app to the background and brings it back: the ad must be \
      presented (adWillPresentFullScreenContent) within the screen window (2 s) of \
      becoming active. If no ad has loaded by the time the app \
      leaves, or the app has already shown it, no ad is available on the way back and the \
      check reports unverified.
      """,
    fix: "call showAdIfAvailable() from applicationDidBecomeActive(_:) (or on UIApplication.didBecomeActiveNotification).",
    basis: .init(
      .must, section: AppOpenContracts.foregroundSection, word: "必要な手順",
      gloss: "the necessary steps; showing the ad on foreground events is the second",
      sentence: "When the app becomes active it calls showAdIfAvailable, which shows an ad that is ready and otherwise starts loading a new one.",
      note: "The sentence is a plain instruction; it carries out a step from the guide's opening list of what an integration needs.")
  ) { (run: AppOpenRun) in
    await run.perform(.respond(.fill(after: .seconds(10), adUnit: unit).answering(demoUnits)))
    await run.launch()
    await run.perform(.advance(.seconds(15)))
    guard let loaded = run.loadedAds.first else {
      return .unmet(.adLoaded, "no ad had loaded by the time the app went to the background, so none was available on the way back")
    }
    guard run.presentations.isEmpty else {
      return .unmet(.adLoaded, "the app showed the ad before it went to the background, so none was left to show on the way back")
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
        "\(loaded.object) loaded at \(loaded.time) s and was presented at \(shown.time) s, on the return to active at \(active.time) s")
    }
    // An app that never tries is judged by the rule's property
    // (AppOpenMonitors.showsOnForeground); a presentation that failed is the check's.
    guard let call = run.events(named: AppOpenRun.presentCall, after: start).first else {
      await run.runPastWindow()
      return .pass("\(loaded.object) loaded at \(loaded.time) s and the app did not try to present it on the return to active at \(active.time) s")
    }
    return .fail(
      expected: "the loaded ad presented within \(Window.screen.duration.shortText) of the return to the foreground",
      actual: "its presentation failed", at: call)
  }

  /// The full-screen content delegate is set before the ad is presented.
  static let delegateSetBeforePresent = Contract(
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
      .must, section: "\(AppOpenContracts.guide) › Handle presentation callbacks", word: "必要な手順",
      gloss: "the necessary steps; handling the presentation callbacks is the third",
      sentence: "Presentation events are handled through GADFullScreenContentDelegate, which the sample sets as soon as the ad has loaded.",
      note: "Without the delegate no presentation callback can be handled, so the step the guide calls necessary cannot be done.")
  ) { (run: AppOpenRun) in
    await GoogleFullScreenChecks.delegateSetBeforePresent(run)
  }
}
