import AdSimulation
import FakeGoogleMobileAds

extension AppOpenContracts {
  /// On a cold start the ad shows only over the loading screen.
  static let coldStartOnlyOnLoadingScreen = Contract(
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
    fix: "on a cold start, present only while the loading screen is up; an ad that arrives later waits for the next foreground.",
    basis: .init(
      .must, section: "\(AppOpenContracts.guide) › Cold starts and loading screens", word: "表示しないでください", gloss: "do not show",
      sentence: "On a cold start, once loading has finished and the app's main content is open, no app open ad is to appear there.",
      note: "The same section says an out-of-context ad is to be avoided with 避ける必要があります (it is necessary to avoid).")
  ) { (run: AppOpenRun) in
    guard run.setup.isLoadingScreenUp != nil else { return .unverified(AppOpenRun.needsLoadingProbe) }
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
    // The rule's property (AppOpenMonitors.coldStartOnlyOnLoadingScreen) judges the run.
    guard let arrival else {
      return .unmet(.loadingScreenGone, "no ad arrived during the first minute of the cold start")
    }
    guard !arrival.loadingScreenUp else {
      return .unmet(
        .loadingScreenGone, "the loading screen was still up when \(arrival.event.object) arrived at \(arrival.event.time) s")
    }
    let presented = run.presentCalls.first.map { "presented \($0.object) at \($0.time) s" } ?? "presented nothing"
    return .pass(
      "\(arrival.event.object) arrived at \(arrival.event.time) s with the loading screen gone, and in the first minute the app \(presented)")
  }

  /// When the loading screen finished under the ad, it goes when the ad goes.
  static let dismissesLoadingScreen = Contract(
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
    fix: "when the loading finishes while the ad is up, remember it, and dismiss the loading screen in adDidDismissFullScreenContent(_:).",
    basis: .init(
      .should, section: AppOpenContracts.practicesSection, word: "ベスト プラクティス",
      gloss: "best practices; the bullet itself says the app can close the screen",
      sentence: "If a loading screen under the ad finishes before the ad is closed, the app can close that screen from adDidDismissFullScreenContent.")
  ) { (run: AppOpenRun) in
    guard run.setup.isLoadingScreenUp != nil else { return .unverified(AppOpenRun.needsLoadingProbe) }
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
    // The rule's property (AppOpenMonitors.dismissesLoadingScreen) judges the run.
    if gone == nil { await run.runPastWindow() }
    return .pass(
      "the ad went at \(dismissed.time) s and the loading screen "
        + (gone.map { "was gone at \($0) s" } ?? "was still up \(Window.screen.duration.shortText) later"))
  }

  /// New users see no app open ad in their first few opens.
  static let waitsForReturningUsers = Contract(
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
      .should, section: AppOpenContracts.practicesSection, word: "ベスト プラクティス", gloss: "best practices",
      sentence: "Start showing app open ads only after the user has used the app a few times.")
  ) { (run: AppOpenRun) in
    for _ in 0..<3 { await run.perform(.respond(.fill(after: .seconds(1), adUnit: unit).answering(demoUnits))) }
    await run.launch(returningUser: false)
    await run.perform(.advance(.seconds(10)))
    await run.reopen()
    await run.perform(.closeAd)
    await run.reopen()
    // The rule's property (AppOpenMonitors.waitsForReturningUsers) judges the run.
    let loaded = run.loadedAds.count
    let shown = run.presentations.count
    return .pass(
      "three opens of a new user: \(loaded) ad(s) loaded, \(shown) shown")
  }
}
