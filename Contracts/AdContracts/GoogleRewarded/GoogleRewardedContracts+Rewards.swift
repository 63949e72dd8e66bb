import AdSimulation
import FakeGoogleMobileAds

extension GoogleRewardedContracts {
  /// Closing the video early earns nothing.
  static let noRewardWithoutEarning = Contract(
    "gma.rewarded.no-reward-without-earning", .must,
    title: "A user who closes the video before it ends gets no reward.",
    guide: callbacksSection,
    explanation: """
      The reward belongs to the earn handler; a dismissal alone says nothing about whether \
      the user watched. The user asks to watch and closes the 30-second video after 10 s, \
      in both orders the SDK has shown: the rewards probe must not grow.
      """,
    fix: "grant the reward only inside the userDidEarnRewardHandler; in adDidDismissFullScreenContent(_:) only clear the ad and carry on.",
    basis: .init(
      .must, .sample, section: callbacksSection, word: nil,
      sentence: "The guide's code grants the reward in the earn handler alone, and a user can close the ad without earning it.",
      note: "Sample code and a stated fact; MUST because a reward for a skipped ad is a reward the ad network never paid for.")
  ) { (run: GoogleRewardedRun) in
    await GoogleRewardChecks.noRewardWithoutEarning(run)
  }

  /// The reward comes whatever the order of reward and dismissal.
  static let rewardsWhateverTheOrder = Contract(
    "gma.rewarded.rewards-whatever-the-order", .must,
    title: "A user who watches to the end gets the reward, even when the reward comes after the dismissal.",
    guide: callbacksSection,
    explanation: """
      Google does not say whether the earn handler runs before or after \
      adDidDismissFullScreenContent, and devices have done both. The user watches the \
      video to its end and closes it, with the dismissal first and the reward after it, \
      twice on fresh ads: in the same turn of the main queue, and in a later turn, after \
      the work the app deferred in the dismissal (a Task) has run. Each time the rewards \
      probe must grow within the screen window (2 s) of the handler. The monitor watches \
      every earn handler that comes after a dismissal in any run.
      """,
    fix: "grant the reward in the earn handler itself, from the ad's adReward, without depending on the ad still being on screen.",
    basis: .init(
      .must, .fact, section: callbacksSection, word: nil,
      sentence: "The order of the earn handler and the dismissal is not documented, and both orders have been seen.",
      note: "A stated fact about the SDK; MUST because a user who watched to the end and got nothing was promised a reward.")
  ) { (run: GoogleRewardedRun) in
    await GoogleRewardChecks.rewardsWhateverTheOrder(run)
  }

  /// A failed presentation earns nothing.
  static let noRewardOnFailedPresent = Contract(
    "gma.rewarded.no-reward-on-failed-present", .must,
    title: "When the ad fails to present, the user gets no reward.",
    guide: callbacksSection,
    explanation: """
      A presentation that fails shows no video, so nothing was earned. The check arranges \
      for the presentation to fail in a mediation adapter (code 22) and the user asks to \
      watch: the rewards probe must not grow in the screen window (2 s) after the failure.
      """,
    fix: "in ad(_:didFailToPresentFullScreenContentWithError:), tell the user the ad could not be shown and grant nothing.",
    basis: .init(
      .must, .sample, section: sampleSection, word: nil,
      sentence: "The sample answers a failed presentation with a message to the user and no reward.",
      note: "Sample code; MUST because a failed presentation earns the network nothing, so a reward for it is unpaid.")
  ) { (run: GoogleRewardedRun) in
    await GoogleRewardChecks.noRewardOnFailedPresent(run)
  }

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
