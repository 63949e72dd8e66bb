import AdSimulation
import FakeGoogleMobileAds

extension GoogleInterstitialRules {
  // The break rules' properties judge any run of a subject whose breaks the script brings
  // (the `transition` step); a subject whose own clock brings them is not watched, since
  // no break can be told from any other moment.

  /// How long the first ad of these scenarios takes to load.
  static let latency: Duration = .seconds(3)
  /// How long the scenarios wait before the break: the ad's latency and 7 s more.
  static let breakAfter: Duration = latency + .seconds(7)

  /// An ad is not presented from its load completion.
  static let notShownOnLoad = Rule(
    "gma.interstitial.not-shown-on-load", .should,
    title: "A loaded interstitial waits for a natural break; it is not shown as it loads.",
    guide: practicesSection,
    explanation: """
      An ad shown the moment it loads lands in the middle of whatever the user is doing, \
      and the accidental clicks that follow break policy. The check answers the app's \
      first load, runs a break, and waits long enough for a load the break itself started \
      to be answered (an app that loads at the break and presents from the completion \
      shows the ad as it loads, wherever the load began): every present call must come \
      while a break's code runs or within the screen window (2 s) after it. Nor may an ad \
      come as the user carries on (the subject's userCarriesOn: Next, a level opened from \
      a menu), outside a break: an ad on arrival, from .onAppear of the screen the user \
      opens, lands as they start something. A subject whose own clock brings its breaks \
      is not judged here: the harness cannot tell such a break from any other moment.
      """,
    fix: "keep the loaded ad and present it only from the code that handles a break, such as the end of a level.",
    basis: .init(
      .should, section: practicesSection, word: "a common mistake",
      sentence:
        "Presenting from the load callback is named as a frequent error: the ad appears mid-interaction and invites accidental clicks.",
      note: "The best-practices text names it a mistake that risks policy trouble rather than forbidding it, so SHOULD."
    ),
    // The property: no ad is presented as it loads: a present call that comes outside any break
    // (while a break's code runs or in the screen window after it), in the turn of the load
    // completion that brought the ad, was made from that completion. Nor as the user carries
    // on: a present call outside any break within the screen window of the user carrying on,
    // before a break comes, was made on the user's arrival.
    //
    // A present call outside the breaks the script brings, long after the load, is the
    // app's own clock at work (a round that ends on a timer): a break the harness cannot
    // see, and no ad shown as it loads.
    property: Rule.Monitor { (run: GoogleInterstitialRun) in
      let judged = run.breaksUnseen == nil
      var arrivals: [String: Int] = [:]
      var carriedOn: Trace.Event?
      var calls = 0
      return Rule.Watch(
        names: [.loadCompletion, run.presentCall, .userCarriesOn, Script.Step.transition.eventName],
        event: { event in
          guard judged else { return nil }
          if event.name == .userCarriesOn {
            carriedOn = event
            return nil
          }
          if event.name == Script.Step.transition.eventName {
            carriedOn = nil
            return nil
          }
          guard run.isOwn(event) else { return nil }
          if event.name == .loadCompletion, event.flag("loaded") == true {
            arrivals[event.object] = run.simulation.turn
            return nil
          }
          guard event.name == run.presentCall else { return nil }
          calls += 1
          if let carry = carriedOn, event.time <= carry.time.advanced(by: Rule.Window.screen.duration),
            !run.isAtBreak(event)
          {
            return Rule.Violation(
              expected: "the interstitial presented at a natural break",
              actual:
                "the app presented \(event.object) at \(event.time) s as the user carried on at \(carry.time) s, outside any break",
              at: event)
          }
          guard arrivals[event.object] == run.simulation.turn, !run.isAtBreak(event) else { return nil }
          return Rule.Violation(
            expected: "the interstitial presented at a natural break",
            actual: "the app presented \(event.object) at \(event.time) s from its load completion, outside any break",
            at: event)
        },
        reached: { judged && calls > 0 })
    }
  ) { (run: GoogleInterstitialRun) in
    if let reason = run.breaksUnseen { return .notApplicable(reason) }
    await run.perform(run.fill(after: latency), .advance(breakAfter))
    await run.awaitBreakOffer()
    await run.perform(.transition, .advance(latency + Rule.Window.screen.duration))
    // The rule's property judges the run.
    guard let loaded = run.loadedAds.first else {
      return .unmet(
        .adLoaded,
        "no interstitial loaded before the break or in the \((latency + Rule.Window.screen.duration).shortText) after it"
      )
    }
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s and "
        + (run.presentCalls.first.map {
          "was presented at \($0.time) s, \(run.isAtBreak($0) ? "at the break" : "outside any break")"
        } ?? "was not presented outside a break"))
  }

  /// A loaded ad is shown at the next break.
  static let shownAtBreak = Rule(
    "gma.interstitial.shown-at-break", .should,
    title: "At a natural break with an interstitial loaded, the app shows it.",
    guide: practicesSection,
    explanation: """
      Interstitials belong at the natural pauses of an app: between levels, after an \
      article. The check loads an ad and runs breaks, one after another: the ad must be \
      presented (adWillPresentFullScreenContent) within the screen window (2 s) of one of \
      the first three. An app may show an ad at some breaks only (every third article), \
      as Google's guidance on frequency suggests, and may wait a while after showing one \
      (a cap in time, commonly 30 to 60 s): breaks within two minutes of the app's last \
      interstitial on screen are not held against it (for a subject that does not say its \
      time is one the run moves, no break after its first interstitial is). One that never shows the ad it holds breaks the rule, as does one whose presentation at a break the SDK refuses for the \
      call itself (an ad already shown, a view controller in no window). Not judged for a subject whose own clock brings its breaks: the \
      harness cannot tell such a break from any other moment.
      """,
    fix: "at the break, present the loaded ad before moving on (before the Next or Continue button).",
    basis: .init(
      .should, section: practicesSection, word: "strongly recommended",
      sentence:
        "Between levels or stages, the ad is best shown at the break itself, before any button that moves the user on."),
    // The property: an app that holds a loaded, unexpired interstitial through the breaks the user
    // takes presents it at one of `GoogleFullScreenRun.breaksToReachAnAd` in a row: an app may cap
    // how often it shows ads, not hold one for good. A present call counts as the app's try,
    // unless the SDK refused it for the call itself (an ad already used, a controller in no
    // window) and no ad came on screen within the screen window of the break: then the app
    // meant to show the ad at that break and did not. A break within the frequency cap after
    // the app's last interstitial on screen is none of these (see `capAllowance`).
    property: Rule.Monitor { (run: GoogleInterstitialRun) in
      let judged = run.breaksUnseen == nil
      let lifetime = GoogleFullScreenBehaviour.current(in: run.simulation).lifetime
      var ads = GoogleInterstitialRun.HeldAds()
      // When the app's last interstitial came on screen.
      var lastShown: VirtualClock.Instant?
      var breaksHolding: [Trace.Event] = []
      var offered = false
      var reached = 0
      // The last break at which the app held an ad, and a presentation refused at it.
      var lastHoldingBreak: Trace.Event?
      var refusedAtBreak: (moment: Trace.Event, failure: Trace.Event)?
      let transition = Script.Step.transition.eventName
      return Rule.Watch(
        names: GoogleInterstitialRun.HeldAds.names(run).union([transition]),
        // As recorded, so whether the app offers a break is read before the break runs.
        event: { event in
          if event.name == transition { offered = run.isBreakOffered() }
          return nil
        },
        settledEvent: { event in
          guard judged else { return nil }
          ads.note(event, run: run)
          if event.name == transition {
            ads.dropExpired(at: event.time, lifetime: lifetime, judged: run.readsTimeFromContext)
            // Only the latest break counts: a refusal answers the present call made at it.
            lastHoldingBreak = nil
            guard offered, ads.onScreen == nil, !ads.held.isEmpty, run.ranBreak(at: event),
              !GoogleInterstitialRun.mayCap(
                since: lastShown, at: event.time, readsTimeFromContext: run.readsTimeFromContext)
            else { return nil }
            reached += 1
            breaksHolding.append(event)
            lastHoldingBreak = event
          } else if (event.name == run.presentCall && run.isOwn(event)) || ads.held.isEmpty {
            breaksHolding.removeAll()
          }
          guard run.isOwn(event) else { return nil }
          if event.name == .adWillPresentFullScreenContent {
            refusedAtBreak = nil
            lastShown = event.time
          }
          if event.name == .adDidFailToPresentFullScreenContentWithError, refusedAtBreak == nil,
            let moment = lastHoldingBreak, moment.time.duration(to: event.time) <= Rule.Window.screen.duration
          {
            switch Trace.Event.PresentationRefusal(of: event) {
            case .usedAd?, .controllerNotInWindow?: refusedAtBreak = (moment, event)
            // The scenario's failure, or a moment no ad can show (another screen up).
            case nil, .expiredAd?, .anotherAdUp?, .controllerBusy?: break
            }
          }
          return nil
        },
        step: {
          if let refused = refusedAtBreak, refused.moment.time.duration(to: run.now) > Rule.Window.screen.duration {
            return Rule.Violation(
              expected: "the loaded interstitial presented at the break at \(refused.moment.time) s",
              actual: "the app's presentation at \(refused.failure.time) s failed (\(refused.failure.detail))",
              at: refused.failure)
          }
          guard breaksHolding.count >= GoogleInterstitialRun.breaksToReachAnAd,
            let last = breaksHolding.last, last.time.duration(to: run.now) > Rule.Window.screen.duration
          else { return nil }
          return Rule.Violation(
            expected:
              "the loaded interstitial presented at one of \(GoogleInterstitialRun.breaksToReachAnAd) breaks in a row",
            actual:
              "the app held it through the breaks at \(breaksHolding.map { "\($0.time) s" }.joined(separator: ", ")) and presented it at none",
            at: run.lastEvent(atOrBefore: last.time.advanced(by: Rule.Window.screen.duration)))
        },
        reached: { reached > 0 })
    }
  ) { (run: GoogleInterstitialRun) in
    if let reason = run.breaksUnseen { return .notApplicable(reason) }
    await run.perform(run.fill(after: latency), .advance(breakAfter))
    let since = await run.primeFirstBreak()
    let shown = Set(run.presentCalls.map(\.object))
    guard let loaded = since == 0 ? run.loadedAds.first : run.loadedAds.last(where: { !shown.contains($0.object) })
    else {
      return .unmet(
        .adLoaded,
        "no interstitial loaded before the break or in the \((latency + Rule.Window.screen.duration).shortText) after it"
      )
    }
    if let early = run.ownEvents(named: run.presentCall, after: since).first {
      return .unmet(
        .adLoaded, "the app presented \(early.object) at \(early.time) s, before any break, so it held no ad at one")
    }
    guard let moment = await run.reachAdMoment() else {
      return .unverified("the natural break never ran.")
    }
    if let shown = run.ownEvents(named: .adWillPresentFullScreenContent, after: since).first(where: run.isAtBreak) {
      return .pass("\(loaded.object) loaded at \(loaded.time) s and was presented at the break at \(shown.time) s")
    }
    // The rule's property judges an app that never tries and one whose presentation the SDK
    // refused, once the screen window after the break has run out.
    let windowEnd = moment.time.advanced(by: Rule.Window.screen.duration)
    if run.now < windowEnd { await run.perform(.advance(run.now.duration(to: windowEnd))) }
    await run.runPastWindow()
    if let failure = run.ownEvents(named: .adDidFailToPresentFullScreenContentWithError, after: since).first {
      return .pass(
        "\(loaded.object) loaded at \(loaded.time) s and its presentation at \(failure.time) s, at the break at \(moment.time) s, failed (\(failure.detail))"
      )
    }
    guard let call = run.presentCalls.first else {
      return .pass(
        "\(loaded.object) loaded at \(loaded.time) s and the app did not present it at the break at \(moment.time) s")
    }
    // An ad shown as the user carried on to the break is not-shown-on-load's matter: the app
    // held none at the break itself.
    if call.sequence < moment.sequence {
      return .unmet(
        .adLoaded,
        "the app presented \(call.object) at \(call.time) s as the user carried on, before the break, so it held no ad at it"
      )
    }
    // A presentation after the break's window is this check's: the property cannot tell a
    // late answer to a break from an ad the app shows at a moment of its own.
    return .fail(
      expected:
        "the loaded interstitial presented within \(Rule.Window.screen.duration.shortText) of one of \(GoogleInterstitialRun.breaksToReachAnAd) breaks",
      actual: "the app presented it at \(call.time) s, after the break at \(moment.time) s", at: call)
  }

  /// Without a loaded ad, the break carries on.
  static let skipsWhenNotReady = Rule(
    "gma.interstitial.skips-when-not-ready", .should,
    title: "At a break with no interstitial loaded, the app carries on without one.",
    guide: practicesSection,
    explanation: """
      An app that waits for an ad at a break keeps the user stuck when none has loaded. No \
      load is answered; at the break the content must move on (the contentProgress probe \
      grows) within the screen window (2 s), with no present call. When the app's own clock \
      brings its breaks, the content must move on within that clock's time and the screen \
      window after it; when such an app waits at its break for the user to go on (the \
      subject's waitsForUser probe), the user goes on 2 s after it starts waiting, as a \
      player taps Next, and the app must take it (stop waiting) within that time too. A \
      user who leaves the app meanwhile owes it nothing.
      """,
    fix: "at the break, present only if an ad is loaded; otherwise move straight on to the next part of the app.",
    basis: .init(
      .should, section: practicesSection, word: "we recommend",
      sentence: "When the ad is not ready at the break, moving on to the app's next state is the advised course."),
    // The property: at a break the user takes with no interstitial held and none on screen, the
    // content moves on within the screen window (for an app whose own clock brings its breaks,
    // within that clock's time too; for one that waits there for the user, until it takes
    // the user's going-on). A user who leaves the app meanwhile owes it nothing. Without the
    // contentProgress probe there is nothing to watch.
    property: Rule.Monitor { (run: GoogleInterstitialRun) in
      let within = run.carryOnAllowance
      var deadlines = Rule.Deadlines(within: within)
      var ads = GoogleInterstitialRun.HeldAds()
      var progressAtBreak: Int?
      var takenAtBreak = 0
      let transition = Script.Step.transition.eventName
      return Rule.Watch(
        names: GoogleInterstitialRun.HeldAds.names(run).union([transition, .willResignActive]),
        event: { event in
          ads.note(event, run: run)
          if event.name == run.presentCall && run.isOwn(event) || event.name == .willResignActive {
            // An ad that arrived and showed is the break's ad: nothing to skip.
            deadlines.meetAll()
            progressAtBreak = nil
          }
          guard event.name == transition, run.isBreakOffered(), ads.onScreen == nil, ads.held.isEmpty,
            deadlines.open.isEmpty, let progress = run.contentProgress()
          else { return nil }
          progressAtBreak = progress
          takenAtBreak = run.goingsOnTaken
          deadlines.open(by: event)
          return nil
        },
        step: {
          if let before = progressAtBreak, let now = run.contentProgress(),
            now > before || run.goingsOnTaken > takenAtBreak
          {
            deadlines.meetAll()
            progressAtBreak = nil
          }
          return deadlines.violation(
            on: run, expected: "the content moving on within \(within.shortText) of a break with no ad loaded"
          ) { late in
            "it stayed at \(progressAtBreak.map(String.init) ?? "where it was") from the break at \(late.time) s"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleInterstitialRun) in
    guard let before = run.contentProgress() else {
      return .unverified(
        "the subject has no contentProgress probe. Pass `contentProgress:` to Subject.googleInterstitialScreen so the check can see the app move on."
      )
    }
    // An app whose own clock brings its breaks reaches one in its own time.
    let within = run.carryOnAllowance
    await run.perform(.advance(run.appBreaksWithin == nil ? breakAfter : .zero))
    await run.awaitBreakOffer()
    let start = run.lastSequence
    await run.perform(.transition)
    let taken = run.goingsOnTaken
    let moved = await run.waitUntil(within) { [unowned run] in
      (run.contentProgress() ?? before) > before || run.goingsOnTaken > taken
    }
    // The rule's property judges the run.
    if moved == nil { await run.runPastWindow() }
    let call = run.ownEvents(named: run.presentCall, after: start).first
    let grew = (run.contentProgress() ?? before) > before
    return .pass(
      "with no interstitial loaded, "
        + (moved.map {
          grew ? "the content moved on from \(before) at \($0) s" : "the app took the user's going-on at \($0) s"
        } ?? "the content stayed at \(before) for \(within.shortText)")
        + (call.map { ", and the app called present on \($0.object) at \($0.time) s" } ?? ""))
  }
}
