import AdSimulation

extension GoogleRewardedInterstitialContracts {
  /// Closing the video early earns nothing.
  static let noRewardWithoutEarning = Contract(
    "gma.rewarded-interstitial.no-reward-without-earning", .must,
    title: "A user who closes the video before it ends gets no reward.",
    guide: callbacksSection,
    explanation: """
      The reward belongs to the earn handler; a dismissal alone says nothing about whether \
      the user watched. At a break the ad shows after its introduction, and the user closes \
      the 30-second video after 10 s, in both orders the SDK has shown: the rewards probe \
      must not grow.
      """,
    fix: "grant the reward only inside the userDidEarnRewardHandler; in adDidDismissFullScreenContent(_:) only clear the ad and carry on.",
    basis: .init(
      .must, .sample, section: sampleSection, word: nil,
      sentence: "The sample grants the coins in the earn handler alone, and a user can close the ad without earning them.",
      note: "Sample code and a stated fact; MUST because a reward for a skipped ad is a reward the ad network never paid for.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleRewardChecks.noRewardWithoutEarning(run)
  }

  /// The reward comes whatever the order of reward and dismissal.
  static let rewardsWhateverTheOrder = Contract(
    "gma.rewarded-interstitial.rewards-whatever-the-order", .must,
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
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleRewardChecks.rewardsWhateverTheOrder(run)
  }

  /// A failed presentation earns nothing.
  static let noRewardOnFailedPresent = Contract(
    "gma.rewarded-interstitial.no-reward-on-failed-present", .must,
    title: "When the ad fails to present, the user gets no reward.",
    guide: callbacksSection,
    explanation: """
      A presentation that fails shows no video, so nothing was earned. The check arranges \
      for the presentation to fail in a mediation adapter (code 22) and runs a break: the \
      rewards probe must not grow in the screen window (2 s) after the failure.
      """,
    fix: "in ad(_:didFailToPresentFullScreenContentWithError:), carry on without a reward.",
    basis: .init(
      .must, .sample, section: sampleSection, word: nil,
      sentence: "The sample answers a failed presentation by moving on to the next game, granting nothing.",
      note: "Sample code; MUST because a failed presentation earns the network nothing, so a reward for it is unpaid.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleRewardChecks.noRewardOnFailedPresent(run)
  }
}
