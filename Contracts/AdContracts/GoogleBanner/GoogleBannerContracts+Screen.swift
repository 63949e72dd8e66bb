import AdSimulation
import FakeGoogleMobileAds

extension GoogleBannerContracts {
  /// What a tap on the loaded banner led to: the present callback, or why the check stops.
  private enum Tapped {
    case presented(Trace.Event)
    case stopped(Contract.Outcome)
  }

  /// Shows an ad, checks the activities run, taps the banner and finds the present callback.
  @MainActor
  private static func tapLoadedBanner(_ run: GoogleBannerRun, rule: String) async -> Tapped {
    guard let running = run.activitiesRunning() else {
      return .stopped(.unverified(
        "the subject has no activitiesRunning probe. Pass `activitiesRunning:` to Subject.googleBannerScreen so \(rule) can see the activities."))
    }
    guard await run.showAd() != nil else {
      return .stopped(.unmet(.bannerOnScreen, run.whyNoBannerOnScreen()))
    }
    guard run.activitiesRunning() ?? running else {
      return .stopped(.unmet(.activitiesRunningBeforeTap, "the activities were not running with the banner on screen"))
    }
    let start = run.lastSequence
    await run.perform(.tap(willLeave: false))
    guard let presented = run.events(named: .gadBannerViewWillPresentScreen, after: start).first(where: GoogleBannerRun.isBanner)
    else {
      return .stopped(.unmet(.adCovering, "the tap opened no full-screen view over the app"))
    }
    return .presented(presented)
  }

  /// Timed activities stop while a clicked ad's screen is up.
  static let pausesWhileScreenPresented = Contract(
    "gma.banner.pauses-while-screen-presented", .should,
    title: "The app pauses its timed activities while a clicked banner's screen covers it.",
    guide: eventsSection,
    explanation: """
      A click opens a full-screen view over the app; a game or video left running goes on \
      unseen. The check shows an ad with the activities running, taps the banner, and \
      gives the app the screen window (2 s) from bannerViewWillPresentScreen for the \
      activitiesRunning probe to read false. Without the probe it reports unverified.
      """,
    fix: "pause animations, game play and media in bannerViewWillPresentScreen(_:).",
    basis: .init(
      .should, section: "GADBannerViewDelegate.h › bannerViewWillPresentScreen:", word: "may want to",
      sentence: "The header suggests pausing animations and anything time-sensitive before the full-screen view opens.",
      note: "The header advises rather than requires it, so SHOULD.")
  ) { (run: GoogleBannerRun) in
    switch await tapLoadedBanner(run, rule: "gma.banner.pauses-while-screen-presented") {
    case .stopped(let outcome): return outcome
    case .presented(let presented):
      // The rule's property (GoogleBannerMonitors.screenPauses) judges the run.
      if let paused = await run.waitUntil(.screen, { run.activitiesRunning() == false }) {
        return .pass("\(presented.object) presented its screen at \(presented.time) s and the activities paused at \(paused) s")
      }
      await run.runPastWindow()
      return .pass(
        "\(presented.object) presented its screen at \(presented.time) s and the activities ran on for \(Window.screen.duration.shortText)")
    }
  }

  /// Timed activities run again once the clicked ad's screen closes.
  static let resumesAfterScreenDismissed = Contract(
    "gma.banner.resumes-after-screen-dismissed", .should,
    title: "The app resumes its timed activities when a clicked banner's screen closes.",
    guide: eventsSection,
    explanation: """
      An app that stays paused after the user closes the ad's screen looks frozen. The \
      check shows an ad with the activities running, taps the banner, closes the screen \
      the tap opened, and gives the app the screen window (2 s) from \
      bannerViewDidDismissScreen for the activitiesRunning probe to read true again. \
      Without the probe it reports unverified.
      """,
    fix: "restart in bannerViewDidDismissScreen(_:) whatever bannerViewWillPresentScreen(_:) paused.",
    basis: .init(
      .should, section: "GADBannerViewDelegate.h › bannerViewDidDismissScreen:", word: "should restart",
      sentence: "The header tells the app to restart here anything it paused when the full-screen view opened.")
  ) { (run: GoogleBannerRun) in
    switch await tapLoadedBanner(run, rule: "gma.banner.resumes-after-screen-dismissed") {
    case .stopped(let outcome): return outcome
    case .presented(let presented):
      await run.perform(.advance(.seconds(3)))
      let start = run.lastSequence
      await run.perform(.closeAd)
      guard let dismissed = run.events(named: .gadBannerViewDidDismissScreen, after: start).first(where: GoogleBannerRun.isBanner)
      else {
        return .unmet(.adCovering, "the screen \(presented.object) opened at \(presented.time) s did not close")
      }
      // The rule's property (GoogleBannerMonitors.screenPauses) judges the run.
      if let resumed = await run.waitUntil(.screen, { run.activitiesRunning() == true }) {
        return .pass("\(dismissed.object)'s screen closed at \(dismissed.time) s and the activities ran at \(resumed) s")
      }
      await run.runPastWindow()
      return .pass(
        "\(dismissed.object)'s screen closed at \(dismissed.time) s and the activities stayed paused for \(Window.screen.duration.shortText)")
    }
  }
}
