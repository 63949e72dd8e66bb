import AdSimulation
import FakeGoogleMobileAds

/// The invariant of the reward rules, watched over any run of a rewarded format.
enum GoogleRewardMonitors {
  /// The app never grants more rewards around its ads than the earn handler has run.
  ///
  /// Each step in which the subject's rewards probe reads higher, while one of the
  /// format's ads was up or came and went, counts as one grant, and a grant must have an
  /// earn handler behind it, in that step or an earlier one: an app that grants on the
  /// dismissal that follows the earn handler keeps the rule. Coins the app's own game pays
  /// with no ad in sight (a coin for each game played) are not rewards. Without the probe
  /// there is nothing to watch.
  static func noRewardWithoutEarning<Run: GoogleRewardRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var last = run.rewardsGranted()
      var grants = 0
      var earned = 0
      var adInSight = false
      var lastAd: String?
      var failedAt: VirtualClock.Instant?
      return Contract.Watch(
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
          if let failed = failedAt, failed.duration(to: run.now) <= Window.screen.duration { return nil }
          guard now > before, around else { return nil }
          grants += 1
          guard grants > earned else { return nil }
          return Contract.Violation(
            expected: "a reward granted only for an earn handler the SDK ran",
            actual: "the rewards went from \(before) to \(now) at \(run.now) s\(lastAd.map { " around \($0)" } ?? ""), "
              + "a grant with no earn handler behind it (\(earned) earned so far)",
            at: run.lastEvent())
        })
    }
  }

  /// An earn handler that runs after the dismissal, in the same turn or a later one, is
  /// followed by a grant within the screen window (2 s).
  ///
  /// Each step in which the rewards probe reads higher settles the oldest earn handler
  /// still waiting. One that runs while the ad is up is not watched: an app may pay it when
  /// the user closes the ad. An app that pays as the ad is dismissed, before the late earn
  /// handler runs, has already paid it. Without the probe there is nothing to watch.
  static func rewardsWhateverTheOrder<Run: GoogleRewardRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var last = run.rewardsGranted()
      var waiting: [Trace.Event] = []
      // Ads dismissed before their earn handler ran, and those of them already paid.
      var dismissedUnearned: [String] = []
      var paidAhead: Set<String> = []
      var earned: Set<String> = []
      return Contract.Watch(
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
          guard let oldest = waiting.first, oldest.time.duration(to: run.now) > Window.screen.duration else { return nil }
          return Contract.Violation(
            expected: "the reward granted within \(Window.screen.duration.shortText) of the earn handler, which ran after the dismissal",
            actual: "the earn handler of \(oldest.object) ran at \(oldest.time) s and the rewards stayed at \(now) until \(run.now) s",
            at: oldest)
        })
    }
  }
}

extension GoogleRewardMonitors {
  /// No reward follows a failed presentation: the rewards probe does not grow in the
  /// screen window after one beyond what earn handlers have run (an earlier ad's late earn
  /// handler may be paid at that moment). Without the probe there is nothing to watch.
  static func noRewardOnFailedPresent<Run: GoogleRewardRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var last = run.rewardsGranted()
      var failure: Trace.Event?
      var failures = 0
      var earned = 0
      var grants = 0
      return Contract.Watch(
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
          guard let failed = failure, failed.time.duration(to: run.now) <= Window.screen.duration, grants > earned else {
            return nil
          }
          return Contract.Violation(
            expected: "no reward for a presentation that failed",
            actual: "the rewards went from \(before) to \(now) at \(run.now) s, after \(failed.object) failed to present at \(failed.time) s",
            at: run.lastEvent())
        },
        reached: { failures > 0 && last != nil })
    }
  }
}
