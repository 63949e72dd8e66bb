import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The Google banner rules of the screen it shows on: the content kept clear of it, the
/// app's timed activities paused under a clicked ad's screen and resumed after, and the
/// delegate that hears the banner's events kept alive.
extension GoogleBannerRules {
  /// The banner on screen overlaps none of the content.
  static let notCoveringContent = Rule(
    "gma.banner.not-covering-content", .should,
    title: "The banner does not cover the app's content.",
    guide: placementSection,
    explanation: """
      An ad laid over the content hides it, and taps meant for the content land on the \
      ad. The check shows an ad and looks at every visible view of the screen that is \
      neither an ancestor nor a subview of a GADBannerView on screen (or only at the \
      subject's contentViews, when it names them), in each orientation the app supports \
      (after a rotation, once the screen window of 2 s has let the layout settle), and \
      fails if one overlaps the banner.
      """,
    fix:
      "lay the content out above the banner (or below it, for a banner at the top) so the two never share a point, in viewDidLayoutSubviews() and whenever the banner shows or changes size.",
    basis: .init(
      .should, section: "AdMob policy help › Ad placement", word: "should not",
      sentence: "Ads are not to float over or hide the app's content, nor appear suddenly on top of it.",
      note: "Policy guidance on placement; the rule reads it for the banner's own frame against the content views."),
    // The property: no content view overlaps a banner that has an ad for longer than the screen
    // window.
    property: Rule.Monitor { (run: GoogleBannerRun) in
      var received = false
      var since: VirtualClock.Instant?
      var judged = 0
      return Rule.Watch(
        names: [.gadBannerViewDidReceiveAd],
        settledEvent: { event in
          if GoogleBannerRun.isBanner(event) { received = true }
          return nil
        },
        step: {
          guard received, run.loadedBannerOnScreen != nil else {
            since = nil
            return nil
          }
          judged += 1
          guard let (view, banner) = GoogleBannerRules.overlap(run) else {
            since = nil
            return nil
          }
          let start = since ?? run.now
          since = start
          guard start.duration(to: run.now) > Rule.Window.screen.duration else { return nil }
          let hint =
            run.setup.contentViews == nil
            ? " (if it is a backdrop, not content, name the content views with `contentViews:`)" : ""
          return Rule.Violation(
            expected: "the app's content clear of the banner in \(run.simulation.device.orientation.rawValue)",
            actual:
              "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlaps \(banner.traceName) at \(banner.frameInWindow.timelineText) from \(start) s\(hint)",
            at: run.lastEvent())
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleBannerRun) in
    guard await run.showAd(answers: 3) != nil else {
      return .unmet(.bannerOnScreen, run.whyNoBannerOnScreen())
    }
    var checked = 0
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(.screen) { overlap(run) == nil && run.loadedBannerOnScreen != nil }
      if run.loadedBannerOnScreen == nil { await run.scrollToLoadedBanner() }
      // The rule's property judges the run: an overlap that outlasts the screen window
      // breaks it.
      if let (view, banner) = overlap(run) {
        await run.perform(.advance(Rule.Window.screen.duration))
        await run.runPastWindow()
        return .pass(
          "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlapped \(banner.traceName) in \(orientation.rawValue)"
        )
      }
      guard let banner = run.loadedBannerOnScreen, let window = banner.window else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      checked += ContentOverlap.candidates(for: banner, in: window, contentViews: run.contentViews()).count
    }
    return .pass("no content view overlapped the banner in \(run.devices.orientationsText) (\(checked) views checked)")
  }

  /// The delegate the app sets on a banner is alive when the banner calls it.
  static let delegateKeptAlive = Rule(
    "gma.banner.delegate-kept-alive", .should,
    title: "The banner's delegate is kept alive to hear the banner's ads.",
    guide: eventsSection,
    explanation: """
      A banner holds its delegate weakly. A delegate nothing else keeps (a coordinator made \
      in makeUIView rather than by makeCoordinator, a helper object made on the spot) is \
      released at once, and the app never hears that an ad arrived or failed: a banner \
      shown only once its ad arrives stays hidden. The check answers the banner's first two \
      requests and lets 5 s pass: no callback may find the delegate the app set released.
      """,
    fix:
      "keep the delegate in a stored property of something that lives as long as the banner: the view controller, or the coordinator SwiftUI keeps for you (makeCoordinator(), then context.coordinator).",
    basis: .init(
      .should, .fact, section: "GADBannerView.h › delegate", word: nil,
      sentence: "The banner's delegate property is weak: the banner does not keep its delegate, the app does.",
      note:
        "A fact of the SDK's header with no word of obligation; the guide's events section assumes a delegate that hears every event, so SHOULD."
    ),
    // The property: no callback finds the delegate the app set released.
    property: Rule.Monitor { (_: GoogleBannerRun) in
      .eachEvent(named: [.gadBannerDelegateGone]) { event in
        guard GoogleBannerRun.isBanner(event) else { return nil }
        return Rule.Violation(
          expected: "the banner's delegate alive when the banner calls it",
          actual: "at \(event.time) s \(event.object) had an event for its delegate, and \(event.detail)", at: event)
      }
    }
  ) { (run: GoogleBannerRun) in
    await run.perform(
      .respond(.fill(after: GoogleBannerRun.latency)), .respond(.fill(after: GoogleBannerRun.latency)),
      .advance(.seconds(5)))
    // The rule's property judges the run.
    let delegates = run.events(named: .gadBannerDelegate).filter {
      GoogleBannerRun.isBanner($0) && $0.flag("cleared") != true
    }
    guard let set = delegates.first else {
      return .notApplicable("the app set no delegate on its banner")
    }
    let callbacks = run.events(named: .gadBannerViewDidReceiveAd).filter(GoogleBannerRun.isBanner)
    guard let received = callbacks.first else {
      return .unmet(.adLoaded, "no banner received an ad in 5 s")
    }
    return .pass(
      "\(set.object)'s delegate \(set.detail), set at \(set.time) s, heard bannerViewDidReceiveAd at \(received.time) s"
    )
  }

  /// Timed activities stop while a clicked ad's screen is up.
  static let pausesWhileScreenPresented = Rule(
    "gma.banner.pauses-while-screen-presented", .should,
    title: "The app pauses its timed activities while a clicked banner's screen covers it.",
    guide: eventsSection,
    explanation: """
      A click opens a full-screen view over the app; a game or video left running goes on \
      unseen. The check shows an ad with the activities running, taps the banner, and \
      gives the app the screen window (2 s) from bannerViewWillPresentScreen for the \
      activitiesRunning probe to read false. Without the probe it reports unverified, and does \
      not apply to a subject declared withoutTimedActivities().
      """,
    fix: "pause animations, game play and media in bannerViewWillPresentScreen(_:).",
    basis: .init(
      .should, section: "GADBannerViewDelegate.h › bannerViewWillPresentScreen:", word: "may want to",
      sentence: "The header suggests pausing animations and anything time-sensitive before the full-screen view opens.",
      note: "The header advises rather than requires it, so SHOULD."),
    property: screenPauses(resuming: false)
  ) { (run: GoogleBannerRun) in
    switch await tapLoadedBanner(run, rule: "gma.banner.pauses-while-screen-presented") {
    case .stopped(let outcome): return outcome
    case .presented(let presented):
      // The rule's property judges the run.
      if let paused = await run.waitUntil(.screen, { run.activitiesRunning() == false }) {
        return .pass(
          "\(presented.object) presented its screen at \(presented.time) s and the activities paused at \(paused) s")
      }
      await run.runPastWindow()
      return .pass(
        "\(presented.object) presented its screen at \(presented.time) s and the activities ran on for \(Rule.Window.screen.duration.shortText)"
      )
    }
  }

  /// Timed activities run again once the clicked ad's screen closes.
  static let resumesAfterScreenDismissed = Rule(
    "gma.banner.resumes-after-screen-dismissed", .should,
    title: "The app resumes its timed activities when a clicked banner's screen closes.",
    guide: eventsSection,
    explanation: """
      An app that stays paused after the user closes the ad's screen looks frozen. The \
      check shows an ad with the activities running, taps the banner, closes the screen \
      the tap opened, and gives the app the screen window (2 s) from \
      bannerViewDidDismissScreen for the activitiesRunning probe to read true again. \
      Without the probe it reports unverified, and does not apply to a subject declared \
      withoutTimedActivities().
      """,
    fix: "restart in bannerViewDidDismissScreen(_:) whatever bannerViewWillPresentScreen(_:) paused.",
    basis: .init(
      .should, section: "GADBannerViewDelegate.h › bannerViewDidDismissScreen:", word: "should restart",
      sentence: "The header tells the app to restart here anything it paused when the full-screen view opened."),
    property: screenPauses(resuming: true)
  ) { (run: GoogleBannerRun) in
    switch await tapLoadedBanner(run, rule: "gma.banner.resumes-after-screen-dismissed") {
    case .stopped(let outcome): return outcome
    case .presented(let presented):
      await run.perform(.advance(.seconds(3)))
      let start = run.lastSequence
      await run.perform(.closeAd)
      guard
        let dismissed = run.events(named: .gadBannerViewDidDismissScreen, after: start).first(
          where: GoogleBannerRun.isBanner)
      else {
        return .unmet(.adCovering, "the screen \(presented.object) opened at \(presented.time) s did not close")
      }
      // The rule's property judges the run.
      if let resumed = await run.waitUntil(.screen, { run.activitiesRunning() == true }) {
        return .pass(
          "\(dismissed.object)'s screen closed at \(dismissed.time) s and the activities ran at \(resumed) s")
      }
      await run.runPastWindow()
      return .pass(
        "\(dismissed.object)'s screen closed at \(dismissed.time) s and the activities stayed paused for \(Rule.Window.screen.duration.shortText)"
      )
    }
  }

  /// The first view of the app's content that overlaps a banner on screen, with the banner.
  @MainActor
  static func overlap(_ run: GoogleBannerRun) -> (UIView, GADBannerView)? {
    ContentOverlap.first(among: run.banners, contentViews: run.contentViews()).map { ($0.view, $0.banner) }
  }

  /// What a tap on the loaded banner led to: the present callback, or why the check stops.
  private enum Tapped {
    case presented(Trace.Event)
    case stopped(Rule.Outcome)
  }

  /// Shows an ad, checks the activities run, taps the banner and finds the present callback.
  @MainActor
  private static func tapLoadedBanner(_ run: GoogleBannerRun, rule: String) async -> Tapped {
    guard let running = run.activitiesRunning() else {
      if run.setup.declaresNoTimedActivities { return .stopped(.notApplicable(noTimedActivities)) }
      return .stopped(
        .unverified(
          "the subject has no activitiesRunning probe. Pass `activitiesRunning:` to Subject.googleBannerScreen so \(rule) can see the activities, or, for a screen that runs none, declare it with withoutTimedActivities()."
        ))
    }
    guard await run.showAd() != nil else {
      return .stopped(.unmet(.bannerOnScreen, run.whyNoBannerOnScreen()))
    }
    guard run.activitiesRunning() ?? running else {
      return .stopped(.unmet(.activitiesRunningBeforeTap, "the activities were not running with the banner on screen"))
    }
    let start = run.lastSequence
    await run.perform(.tap(willLeave: false))
    guard
      let presented = run.events(named: .gadBannerViewWillPresentScreen, after: start).first(
        where: GoogleBannerRun.isBanner)
    else {
      return .stopped(.unmet(.adCovering, "the tap opened no full-screen view over the app"))
    }
    return .presented(presented)
  }

  /// While a clicked banner's screen is up, the activities that ran before it pause
  /// within the screen window and stay paused until it closes; once it closes, they run
  /// again within the screen window. Without the activitiesRunning probe there is
  /// nothing to watch.
  static func screenPauses(resuming: Bool) -> Rule.Monitor {
    Rule.Monitor { (run: GoogleBannerRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var ranBeforeScreen = false
      var owedOnReturn: Trace.Event?
      // The screen up now, once the activities have paused under it.
      var pausedUnder: Trace.Event?
      let trigger: Trace.Event.Name = resuming ? .gadBannerViewDidDismissScreen : .gadBannerViewWillPresentScreen
      return Rule.Watch(
        names: [.gadBannerViewWillPresentScreen, .gadBannerViewDidDismissScreen, .willResignActive, .didBecomeActive],
        // As recorded, so the activities are read as they were when the screen came.
        event: { event in
          // An app that is not active may keep its activities paused until it is again.
          // A screen that closed while the app was not active is owed its resume once the
          // app is active again.
          if event.name == .willResignActive {
            if let open = deadlines.open.first, resuming { owedOnReturn = open }
            deadlines.meetAll()
            return nil
          }
          if event.name == .didBecomeActive {
            if owedOnReturn != nil { deadlines.open(by: event) }
            owedOnReturn = nil
            return nil
          }
          guard GoogleBannerRun.isBanner(event) else { return nil }
          if event.name == .gadBannerViewWillPresentScreen {
            ranBeforeScreen = run.activitiesRunning() == true
            owedOnReturn = nil
          } else {
            pausedUnder = nil
          }
          let active = UIApplication.shared.applicationState == .active
          if event.name == trigger, ranBeforeScreen {
            if active || !resuming { deadlines.open(by: event) } else { owedOnReturn = event }
          }
          if event.name != trigger { deadlines.meetAll() }
          return nil
        },
        step: {
          if let screen = deadlines.open.first, run.activitiesRunning() == resuming {
            deadlines.meetAll()
            if !resuming { pausedUnder = screen }
          }
          if let screen = pausedUnder, run.activitiesRunning() == true,
            UIApplication.shared.applicationState == .active
          {
            pausedUnder = nil
            return Rule.Violation(
              expected: "the activities paused while \(screen.object)'s screen is up",
              actual: "they were running again at \(run.now) s, under the screen up since \(screen.time) s",
              at: run.lastEvent())
          }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return resuming
            ? Rule.Violation(
              expected: "the activities running within \(deadlines.window.shortText) of bannerViewDidDismissScreen",
              actual: "they stayed paused after \(late.object)'s screen closed at \(late.time) s", at: late)
            : Rule.Violation(
              expected: "the activities paused within \(deadlines.window.shortText) of bannerViewWillPresentScreen",
              actual: "they kept running under \(late.object)'s screen from \(late.time) s", at: late)
        },
        reached: { deadlines.opened > 0 })
    }
  }
}
