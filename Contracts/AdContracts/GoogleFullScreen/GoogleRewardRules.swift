import AdSimulation
import FakeGoogleMobileAds

/// The three reward rules the rewarded and rewarded interstitial formats share, as one
/// format's rules: the same witnesses (``GoogleRewardChecks``) and properties under
/// the format's ids and words, each written once here.
struct GoogleRewardRules {
  let noRewardWithoutEarning: Rule
  let rewardsWhateverTheOrder: Rule
  let noRewardOnFailedPresent: Rule

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
    noRewardWithoutEarning = Rule(
      f.prefix + "no-reward-without-earning", .must,
      title: "A user who closes the video before it ends gets no reward.",
      guide: f.callbacksSection,
      explanation: """
        The reward belongs to the earn handler; a dismissal alone says nothing about whether \
        the user watched. \(words.showing) the 30-second video after 10 s, in both orders \
        the SDK has shown: the rewards probe must not grow.
        """,
      fix:
        "grant the reward only inside the userDidEarnRewardHandler; in adDidDismissFullScreenContent(_:) only clear the ad and carry on.",
      basis: .init(
        .must, .sample, section: words.earnSection, word: nil, sentence: words.earnSentence,
        note:
          "Sample code and a stated fact; MUST because a reward for a skipped ad is a reward the ad network never paid for."
      ),
      // The property: the app never grants more rewards around its ads than the earn handler has
      // run.
      //
      // Each step in which the subject's rewards probe reads higher, while one of the
      // format's ads was up or came and went, counts as one grant, and a grant must have an
      // earn handler behind it, in that step or an earlier one: an app that grants on the
      // dismissal that follows the earn handler keeps the rule. Coins the app's own game pays
      // with no ad in sight (a coin for each game played) are not rewards. Without the probe
      // there is nothing to watch.
      property: Rule.Monitor { (run: Run) in
        var last = run.rewardsGranted()
        var grants = 0
        var earned = 0
        var adInSight = false
        var lastAd: String?
        var failedAt: VirtualClock.Instant?
        return Rule.Watch(
          names: [
            .userDidEarnReward, .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
            .adDidFailToPresentFullScreenContentWithError,
          ],
          settledEvent: { event in
            guard run.isOwn(event) else { return nil }
            // A grant for a failed presentation is no-reward-on-failed-present's finding.
            if event.name == .adDidFailToPresentFullScreenContentWithError {
              failedAt = event.time
              return nil
            }
            adInSight = true
            lastAd = event.object
            if event.name == .userDidEarnReward { earned += 1 }
            return nil
          },
          step: {
            let around = adInSight || run.simulation.googleFullScreenAdIsShowing
            adInSight = false
            guard let before = last, let now = run.rewardsGranted() else { return nil }
            last = now
            if let failed = failedAt, failed.duration(to: run.now) <= Rule.Window.screen.duration { return nil }
            guard now > before, around else { return nil }
            grants += 1
            guard grants > earned else { return nil }
            return Rule.Violation(
              expected: "a reward granted only for an earn handler the SDK ran",
              actual:
                "the rewards went from \(before) to \(now) at \(run.now) s\(lastAd.map { " around \($0)" } ?? ""), "
                + "a grant with no earn handler behind it (\(earned) earned so far)",
              at: run.lastEvent())
          })
      }
    ) { (run: Run) in await GoogleRewardChecks.noRewardWithoutEarning(run) }

    rewardsWhateverTheOrder = Rule(
      f.prefix + "rewards-whatever-the-order", .must,
      title: "A user who watches to the end gets the reward, even when the reward comes after the dismissal.",
      guide: f.callbacksSection,
      explanation: """
        Google does not say whether the earn handler runs before or after \
        adDidDismissFullScreenContent, and devices have done both. The user watches the \
        video to its end and closes it, with the dismissal first and the reward after it, \
        in two runs of their own (fresh launches where the subject has them), so an app \
        that offers its reward once is seen in both: in the same turn of the main queue, \
        and in a later turn, after the work the app deferred in the dismissal (a Task) has \
        run. Each time the rewards probe must grow within the screen window (2 s) of the \
        handler. The monitor watches every earn handler that comes after a dismissal in \
        any run.
        """,
      fix:
        "grant the reward in the earn handler itself, from the ad's adReward, without depending on the ad still being on screen.",
      basis: .init(
        .must, .fact, section: f.callbacksSection, word: nil,
        sentence: "The order of the earn handler and the dismissal is not documented, and both orders have been seen.",
        note:
          "A stated fact about the SDK; MUST because a user who watched to the end and got nothing was promised a reward."
      ),
      witnesses: GoogleRewardChecks.dismissalFirst.count,
      // The property: an earn handler that runs after the dismissal, in the same turn or a later
      // one, is followed by a grant within the screen window (2 s).
      //
      // Each step in which the rewards probe reads higher settles the oldest earn handler
      // still waiting. One that runs while the ad is up is not watched: an app may pay it when
      // the user closes the ad. An app that pays as the ad is dismissed, before the late earn
      // handler runs, has already paid it. Without the probe there is nothing to watch.
      property: Rule.Monitor { (run: Run) in
        var last = run.rewardsGranted()
        var waiting: [Trace.Event] = []
        // Ads dismissed before their earn handler ran, and those of them already paid.
        var dismissedUnearned: [String] = []
        var paidAhead: Set<String> = []
        var earned: Set<String> = []
        return Rule.Watch(
          names: [.userDidEarnReward, .adDidDismissFullScreenContent],
          settledEvent: { event in
            guard run.isOwn(event) else { return nil }
            if event.name == .adDidDismissFullScreenContent, !earned.contains(event.object) {
              dismissedUnearned.append(event.object)
            } else if event.name == .userDidEarnReward {
              earned.insert(event.object)
              dismissedUnearned.removeAll { $0 == event.object }
              if paidAhead.remove(event.object) == nil, !run.simulation.googleFullScreenAdIsShowing {
                waiting.append(event)
              }
            }
            return nil
          },
          step: {
            guard let before = last, let now = run.rewardsGranted() else { return nil }
            last = now
            if now > before {
              if !waiting.isEmpty {
                waiting.removeFirst()
              } else if let unpaid = dismissedUnearned.first(where: { !paidAhead.contains($0) }) {
                paidAhead.insert(unpaid)
              }
            }
            guard let oldest = waiting.first, oldest.time.duration(to: run.now) > Rule.Window.screen.duration else {
              return nil
            }
            return Rule.Violation(
              expected:
                "the reward granted within \(Rule.Window.screen.duration.shortText) of the earn handler, which ran after the dismissal",
              actual:
                "the earn handler of \(oldest.object) ran at \(oldest.time) s and the rewards stayed at \(now) until \(run.now) s",
              at: oldest)
          })
      }
    ) { (run: Run) in await GoogleRewardChecks.rewardsWhateverTheOrder(run) }

    noRewardOnFailedPresent = Rule(
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
        note: "Sample code; MUST because a failed presentation earns the network nothing, so a reward for it is unpaid."
      ),
      // The property: no reward follows a failed presentation: the rewards probe does not grow in
      // the screen window after one beyond what earn handlers have run (an earlier ad's late earn
      // handler may be paid at that moment). Without the probe there is nothing to watch.
      property: Rule.Monitor { (run: Run) in
        var last = run.rewardsGranted()
        var failure: Trace.Event?
        var failures = 0
        var earned = 0
        var grants = 0
        return Rule.Watch(
          names: [.adDidFailToPresentFullScreenContentWithError, .userDidEarnReward, .adWillPresentFullScreenContent],
          settledEvent: { event in
            guard run.isOwn(event) else { return nil }
            if event.name == .userDidEarnReward {
              earned += 1
            } else if event.name == .adWillPresentFullScreenContent {
              // Another ad on screen: what is granted from now on is that ad's to answer for.
              failure = nil
            } else {
              failure = event
              failures += 1
            }
            return nil
          },
          step: {
            guard let before = last, let now = run.rewardsGranted() else { return nil }
            last = now
            guard now > before else { return nil }
            grants += 1
            guard let failed = failure, failed.time.duration(to: run.now) <= Rule.Window.screen.duration,
              grants > earned
            else {
              return nil
            }
            return Rule.Violation(
              expected: "no reward for a presentation that failed",
              actual:
                "the rewards went from \(before) to \(now) at \(run.now) s, after \(failed.object) failed to present at \(failed.time) s",
              at: run.lastEvent())
          },
          reached: { failures > 0 && last != nil })
      }
    ) { (run: Run) in await GoogleRewardChecks.noRewardOnFailedPresent(run) }
  }
}
