import AdSimulation
import FakeGoogleMobileAds

extension GoogleRewardedContracts {
  /// Rewarded ads are shown only when the user asks.
  static let shownOnlyOnRequest = Contract(
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
      sentence: "Unlike rewarded interstitials, rewarded ads need the user to opt in before they show.")
  ) { (run: GoogleRewardedRun) in
    await run.perform(run.fill(after: GoogleRewardChecks.latency), .advance(.seconds(60)))
    // The rule's property (GoogleRewardedMonitors.shownOnlyOnRequest) judges the run.
    guard let loaded = run.loadedAds.first else {
      return .unmet(.adLoaded, "no rewarded ad loaded in the minute")
    }
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s, and in the minute the user did not ask the app "
        + (run.presentCalls.first.map { "presented \($0.object) at \($0.time) s" } ?? "presented nothing"))
  }
}
