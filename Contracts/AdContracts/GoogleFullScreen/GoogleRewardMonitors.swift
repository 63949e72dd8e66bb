import AdSimulation
import FakeGoogleMobileAds

/// The invariant of the reward rules, watched over any run of a rewarded format.
enum GoogleRewardMonitors {
  /// The app never grants more rewards than the earn handler has run.
  ///
  /// Each step in which the subject's rewards probe reads higher counts as one grant, and
  /// a grant must have an earn handler behind it, in that step or an earlier one: an app
  /// that grants on the dismissal that follows the earn handler keeps the rule. Without
  /// the probe there is nothing to watch.
  static func noRewardWithoutEarning<Run: GoogleRewardRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var last = run.rewardsGranted()
      var grants = 0
      var earned = 0
      return Contract.Watch(
        names: [.userDidEarnReward],
        settledEvent: { event in
          if event.name == .userDidEarnReward, run.isOwn(event) { earned += 1 }
          return nil
        },
        step: {
          guard let before = last, let now = run.rewardsGranted() else { return nil }
          last = now
          guard now > before else { return nil }
          grants += 1
          guard grants > earned else { return nil }
          return Contract.Violation(
            expected: "a reward granted only for an earn handler the SDK ran",
            actual: "the rewards went from \(before) to \(now) at \(run.now) s, a grant with no earn handler behind it (\(earned) earned so far)",
            at: run.lastEvent())
        })
    }
  }

  /// An earn handler that runs after the dismissal, in the same turn or a later one, is
  /// followed by a grant within the screen window (2 s).
  ///
  /// Each step in which the rewards probe reads higher settles the oldest earn handler
  /// still waiting. One that runs while the ad is up is not watched: an app may pay it when
  /// the user closes the ad. Without the probe there is nothing to watch.
  static func rewardsWhateverTheOrder<Run: GoogleRewardRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var last = run.rewardsGranted()
      var waiting: [Trace.Event] = []
      return Contract.Watch(
        names: [.userDidEarnReward],
        settledEvent: { event in
          if event.name == .userDidEarnReward, run.isOwn(event), !run.simulation.googleFullScreenAdIsShowing {
            waiting.append(event)
          }
          return nil
        },
        step: {
          guard let before = last, let now = run.rewardsGranted() else { return nil }
          last = now
          if now > before, !waiting.isEmpty { waiting.removeFirst() }
          guard let oldest = waiting.first, oldest.time.duration(to: run.now) > Window.screen.duration else { return nil }
          return Contract.Violation(
            expected: "the reward granted within \(Window.screen.duration.shortText) of the earn handler, which ran after the dismissal",
            actual: "the earn handler ran at \(oldest.time) s and the rewards stayed at \(now) until \(run.now) s",
            at: oldest)
        })
    }
  }
}
