import AdSimulation
import FakeGoogleMobileAds

extension GoogleRewardedRules {
  /// How long after the user asks the app may still present the ad the ask was for: the
  /// request window and the longest answer exploration gives a load.
  static let askLasts: Duration = Rule.Window.request.duration + .seconds(20)

  /// Rewarded ads are shown only when the user asks.
  static let shownOnlyOnRequest = Rule(
    "gma.rewarded.shown-only-on-request", .must,
    title: "A rewarded ad is shown only when the user has asked to watch it.",
    guide: optInSection,
    explanation: """
      Rewarded ads are opt-in: the user chooses to watch in return for the reward. The \
      check loads an ad and lets a minute pass without the user asking: no present call \
      may come.
      """,
    fix: "present the rewarded ad only from the action of a control the user chose, such as a Watch video button.",
    basis: .init(
      .must, section: optInSection, word: "required",
      sentence: "Unlike rewarded interstitials, rewarded ads need the user to opt in before they show."),
    // The property: every present call answers an ask of the user's (the `askToWatch` step on the
    // Watch button) made within `askLasts` and not yet answered by another present call.
    property: Rule.Monitor { (run: GoogleRewardedRun) in
      var asks: [Trace.Event] = []
      var calls = 0
      let ask = run.momentNames
      return Rule.Watch(
        names: ask.union([run.presentCall]),
        // As recorded, so whether the ask reached the app is read before it runs.
        event: { event in
          if ask.contains(event.name) {
            if !run.isAskOutOfReach() { asks.append(event) }
            return nil
          }
          guard event.name == run.presentCall, run.isOwn(event) else { return nil }
          calls += 1
          asks.removeAll { $0.time.duration(to: event.time) > askLasts }
          guard asks.isEmpty else {
            asks.removeFirst()
            return nil
          }
          return Rule.Violation(
            expected: "no rewarded ad shown before the user asked",
            actual: "the app presented \(event.object) at \(event.time) s on its own", at: event)
        },
        reached: { calls > 0 })
    }
  ) { (run: GoogleRewardedRun) in
    await run.perform(run.fill(after: GoogleRewardChecks.latency), .advance(.seconds(60)))
    // The rule's property judges the run.
    guard let loaded = run.loadedAds.first else {
      return .unmet(.adLoaded, "no rewarded ad loaded in the minute")
    }
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s, and in the minute the user did not ask the app "
        + (run.presentCalls.first.map { "presented \($0.object) at \($0.time) s" } ?? "presented nothing"))
  }
}
