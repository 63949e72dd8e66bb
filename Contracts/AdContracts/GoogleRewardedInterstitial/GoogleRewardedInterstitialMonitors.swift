import AdSimulation
import FakeGoogleMobileAds

/// The rewarded interstitial's introduction, judged over any run.
enum GoogleRewardedInterstitialMonitors {
  /// Every present call comes after an introduction that was up for at least
  /// ``GoogleRewardedInterstitialContracts/introMinimum``, since the last present call.
  ///
  /// The introduction is read after every timer, step and settle, so one that comes and
  /// goes within a step is seen.
  static let introBeforeAd = Contract.Monitor { (run: GoogleRewardedInterstitialRun) in
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
    return Contract.Watch(
      names: [run.presentCall],
      event: { event in
        guard event.name == run.presentCall, run.isOwn(event) else { return nil }
        calls += 1
        let shownFor = max(longest, since.map { $0.duration(to: event.time) } ?? .zero)
        longest = .zero
        guard shownFor < GoogleRewardedInterstitialContracts.introMinimum else { return nil }
        return Contract.Violation(
          expected: "the introduction up for at least \(GoogleRewardedInterstitialContracts.introMinimum.shortText) before the ad",
          actual: shownFor == .zero
            ? "the app presented \(event.object) at \(event.time) s with no introduction shown"
            : "the app presented \(event.object) at \(event.time) s, \(shownFor.shortText) after the introduction came up",
          at: event)
      },
      reached: { calls > 0 })
  }

  /// After the user declines an introduction, no present call in the next
  /// ``GoogleRewardedInterstitialRun/introAllowance`` and no reward, until the next break
  /// brings a new offer.
  static let skippedWhenDeclined = Contract.Monitor { (run: GoogleRewardedInterstitialRun) in
    var declined: Trace.Event?
    var rewards: Int?
    var declines = 0
    let transition = Script.Step.transition.eventName
    return Contract.Watch(
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
        return Contract.Violation(
          expected: "no ad after the user declined the introduction",
          actual: "the app presented \(event.object) at \(event.time) s, after the user declined at \(decline.time) s",
          at: event)
      },
      step: {
        guard let decline = declined else { return nil }
        guard decline.time.duration(to: run.now) <= GoogleRewardedInterstitialRun.introAllowance else {
          declined = nil
          return nil
        }
        guard let before = rewards, let now = run.rewardsGranted(), now > before else { return nil }
        return Contract.Violation(
          expected: "no reward for an introduction the user declined",
          actual: "the rewards went from \(before) to \(now) after the user declined at \(decline.time) s",
          at: run.lastEvent())
      },
      reached: { declines > 0 })
  }
}
