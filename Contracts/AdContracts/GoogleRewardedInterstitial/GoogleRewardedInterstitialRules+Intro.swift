import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleRewardedInterstitialRules {
  /// How long the introduction must be up before the ad: the screen window.
  static let introMinimum: Duration = Rule.Window.screen.duration

  /// The ad follows an introduction the user had time to read.
  static let introBeforeAd = Rule(
    "gma.rewarded-interstitial.intro-before-ad", .must,
    title: "The ad shows only after an introduction that was up for at least 2 s.",
    guide: introSection,
    explanation: """
      A rewarded interstitial needs no opt-in, so the user must first be told about the \
      reward and given the time to read it and decline. At a break with an ad loaded, an \
      introduction (an alert the screen presents, or what the isIntroShowing probe says) \
      must come up, and the present call may come only once it has been up for the screen \
      window (2 s). Google gives no number; the sample waits 3 s.
      """,
    fix:
      "at the break, show an introduction that names the reward and offers a skip button, and present the ad a few seconds later unless the user skipped.",
    basis: .init(
      .must, section: introSection, word: "must",
      sentence:
        "Before the ad, an introduction announces the reward, offers a plain way to skip, and stays long enough to be understood."
    ),
    // The property: every present call comes after an introduction that was up for at least
    // `introMinimum`, since the last present call.
    //
    // The introduction is read after every timer, step and settle, so one that comes and
    // goes within a step is seen.
    property: Rule.Monitor { (run: GoogleRewardedInterstitialRun) in
      var since: VirtualClock.Instant?
      var longest: Duration = .zero
      var calls = 0
      run.simulation.addObserver { [unowned run] in
        if run.isIntroShowing() {
          since = since ?? run.now
        } else if let start = since {
          longest = max(longest, start.duration(to: run.now))
          since = nil
        }
      }
      return Rule.Watch(
        names: [run.presentCall],
        event: { event in
          guard event.name == run.presentCall, run.isOwn(event) else { return nil }
          calls += 1
          let shownFor = max(longest, since.map { $0.duration(to: event.time) } ?? .zero)
          longest = .zero
          guard shownFor < GoogleRewardedInterstitialRules.introMinimum else { return nil }
          return Rule.Violation(
            expected:
              "the introduction up for at least \(GoogleRewardedInterstitialRules.introMinimum.shortText) before the ad",
            actual: shownFor == .zero
              ? "the app presented \(event.object) at \(event.time) s with no introduction shown"
              : "the app presented \(event.object) at \(event.time) s, \(shownFor.shortText) after the introduction came up",
            at: event)
        },
        reached: { calls > 0 })
    }
  ) { (run: GoogleRewardedInterstitialRun) in
    await run.loadAheadOfBreak()
    guard let loaded = run.loadedAds.first else {
      return .unmet(.adLoaded, "no ad loaded before the break")
    }
    let start = await run.beginBreak()
    let introAt = await run.waitUntil(Rule.Window.screen) { [unowned run] in run.isIntroShowing() }
    let call = await run.waitForEvent(after: start, within: GoogleRewardedInterstitialRun.introAllowance) {
      [unowned run] in run.isOwn($0) && $0.name == run.presentCall
    }
    guard let call else {
      return .unmet(
        .presentAttempted,
        "the app did not present \(loaded.object) in the \(GoogleRewardedInterstitialRun.introAllowance.shortText) after the break"
      )
    }
    // The rule's property judges the run.
    guard let introAt, introAt <= call.time else {
      return .pass("the app presented \(call.object) at \(call.time) s with no introduction up before it")
    }
    let shownFor = introAt.duration(to: call.time)
    return .pass("the introduction came up at \(introAt) s and the ad was presented \(shownFor.shortText) later")
  }

  /// Declining the introduction skips the ad.
  static let skippedWhenDeclined = Rule(
    "gma.rewarded-interstitial.skipped-when-declined", .must,
    title: "A user who declines the introduction sees no ad and gets no reward.",
    guide: introSection,
    explanation: """
      The introduction's skip option must work. At a break with an ad loaded, the user \
      declines the introduction (its alert's cancel action, or the declineIntro hook) as \
      soon as it is up: no present call may come in the next 10 s, and the rewards probe \
      must not grow. An app that shows no introduction at all is not judged here: that is \
      gma.rewarded-interstitial.intro-before-ad's failure, and one missing introduction is \
      one failure.
      """,
    fix: "give the introduction a cancel action that sets a flag the timer checks before presenting.",
    basis: .init(
      .must, section: introSection, word: "must",
      sentence: "The introduction has to offer a clear way to skip the ad before it starts."),
    // The property: after the user declines an introduction, no present call in the next
    // `GoogleRewardedInterstitialRun.introAllowance` and no reward, until the next break brings a
    // new offer.
    property: Rule.Monitor { (run: GoogleRewardedInterstitialRun) in
      var declined: Trace.Event?
      var rewards: Int?
      var declines = 0
      let transition = Script.Step.transition.eventName
      return Rule.Watch(
        names: [.introDeclined, run.presentCall, transition],
        event: { event in
          if event.name == transition {
            declined = nil
            return nil
          }
          if event.name == .introDeclined {
            declined = event
            rewards = run.rewardsGranted()
            declines += 1
            return nil
          }
          guard event.name == run.presentCall, run.isOwn(event), let decline = declined,
            decline.time.duration(to: event.time) <= GoogleRewardedInterstitialRun.introAllowance
          else { return nil }
          return Rule.Violation(
            expected: "no ad after the user declined the introduction",
            actual:
              "the app presented \(event.object) at \(event.time) s, after the user declined at \(decline.time) s",
            at: event)
        },
        step: {
          guard let decline = declined else { return nil }
          guard decline.time.duration(to: run.now) <= GoogleRewardedInterstitialRun.introAllowance else {
            declined = nil
            return nil
          }
          guard let before = rewards, let now = run.rewardsGranted(), now > before else { return nil }
          return Rule.Violation(
            expected: "no reward for an introduction the user declined",
            actual: "the rewards went from \(before) to \(now) after the user declined at \(decline.time) s",
            at: run.lastEvent())
        },
        reached: { declines > 0 })
    }
  ) { (run: GoogleRewardedInterstitialRun) in
    await run.loadAheadOfBreak()
    guard run.loadedAds.first != nil else { return .unmet(.adLoaded, "no ad loaded before the break") }
    let start = await run.beginBreak()
    guard await run.waitUntil(Rule.Window.screen, { [unowned run] in run.isIntroShowing() }) != nil else {
      // An ad presented with no introduction is intro-before-ad's finding; this rule judges
      // the way out of one, so it has nothing to judge (one missing introduction, one
      // failure). Neither introduction nor ad at the break: the run never met the moment.
      if let call = run.ownEvents(named: run.presentCall, after: start).first {
        return .notApplicable(
          "the app presented \(call.object) at \(call.time) s with no introduction to decline; "
            + "gma.rewarded-interstitial.intro-before-ad judges its absence")
      }
      return .unmet(
        .introShown, "no introduction and no ad came up in \(Rule.Window.screen.duration.shortText) of the break")
    }
    guard run.declineIntro() else {
      return .fail(
        expected: "a way to decline the introduction",
        actual: "its alert has no cancel action", at: run.lastEvent())
    }
    let declinedAt = run.now
    await run.perform(.advance(GoogleRewardedInterstitialRun.introAllowance))
    // The rule's property judges the run.
    if let call = run.ownEvents(named: run.presentCall, after: start).first {
      return .pass(
        "the user declined the introduction at \(declinedAt) s and the app presented \(call.object) at \(call.time) s")
    }
    return .pass("the user declined the introduction at \(declinedAt) s and no ad was presented")
  }
}
