import AdSimulation

/// The three reward rules the rewarded and rewarded interstitial formats share, as one
/// format's contracts: the same witnesses (``GoogleRewardChecks``) and properties
/// (``GoogleRewardMonitors``) under the format's ids and words, each written once here.
struct GoogleRewardRules {
  let noRewardWithoutEarning: Contract
  let rewardsWhateverTheOrder: Contract
  let noRewardOnFailedPresent: Contract

  /// The words one reward format gives the shared reward rules.
  struct Words {
    /// How the witnesses bring the ad on screen up to the user closing it, such as
    /// `The user asks to watch and closes`.
    let showing: String
    /// How the failed-presentation witness asks for the ad, such as `the user asks to watch`.
    let asking: String
    /// The guide's section and sentence behind closing early, in the format's words.
    let earnSection: String, earnSentence: String
    /// The guide's section and sentence behind a failed presentation.
    let failureSection: String, failureSentence: String
    /// What the app does instead of a reward when the presentation fails.
    let failureFix: String
  }

  /// Builds the format's reward rules, each checked on the format's stage.
  init<Run: GoogleRewardRun>(_ f: GoogleFullScreenFormat, _ words: Words, on _: Run.Type) {
    noRewardWithoutEarning = Contract(
      f.prefix + "no-reward-without-earning", .must,
      title: "A user who closes the video before it ends gets no reward.",
      guide: f.callbacksSection,
      explanation: """
        The reward belongs to the earn handler; a dismissal alone says nothing about whether \
        the user watched. \(words.showing) the 30-second video after 10 s, in both orders \
        the SDK has shown: the rewards probe must not grow.
        """,
      fix: "grant the reward only inside the userDidEarnRewardHandler; in adDidDismissFullScreenContent(_:) only clear the ad and carry on.",
      basis: .init(
        .must, .sample, section: words.earnSection, word: nil, sentence: words.earnSentence,
        note: "Sample code and a stated fact; MUST because a reward for a skipped ad is a reward the ad network never paid for.")
    ) { (run: Run) in await GoogleRewardChecks.noRewardWithoutEarning(run) }
      .monitored(by: GoogleRewardMonitors.noRewardWithoutEarning(Run.self))

    rewardsWhateverTheOrder = Contract(
      f.prefix + "rewards-whatever-the-order", .must,
      title: "A user who watches to the end gets the reward, even when the reward comes after the dismissal.",
      guide: f.callbacksSection,
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
        .must, .fact, section: f.callbacksSection, word: nil,
        sentence: "The order of the earn handler and the dismissal is not documented, and both orders have been seen.",
        note: "A stated fact about the SDK; MUST because a user who watched to the end and got nothing was promised a reward.")
    ) { (run: Run) in await GoogleRewardChecks.rewardsWhateverTheOrder(run) }
      .monitored(by: GoogleRewardMonitors.rewardsWhateverTheOrder(Run.self))

    noRewardOnFailedPresent = Contract(
      f.prefix + "no-reward-on-failed-present", .must,
      title: "When the ad fails to present, the user gets no reward.",
      guide: f.callbacksSection,
      explanation: """
        A presentation that fails shows no video, so nothing was earned. The check arranges \
        for the presentation to fail in a mediation adapter (code 22) and \(words.asking): \
        the rewards probe must not grow in the screen window (2 s) after the failure.
        """,
      fix: "in ad(_:didFailToPresentFullScreenContentWithError:), \(words.failureFix).",
      basis: .init(
        .must, .sample, section: words.failureSection, word: nil, sentence: words.failureSentence,
        note: "Sample code; MUST because a failed presentation earns the network nothing, so a reward for it is unpaid.")
    ) { (run: Run) in await GoogleRewardChecks.noRewardOnFailedPresent(run) }
      .monitored(by: GoogleRewardMonitors.noRewardOnFailedPresent(Run.self))
  }
}
