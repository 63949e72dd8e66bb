import AdSimulation
import FakeGoogleMobileAds

/// The rewarded ad's opt-in, judged over any run.
enum GoogleRewardedMonitors {
  /// How long after the user asks the app may still present the ad the ask was for: the
  /// request window and the longest answer exploration gives a load.
  static let askLasts: Duration = Window.request.duration + .seconds(20)

  /// Every present call answers an ask of the user's (the `transition` step on the Watch
  /// button) made within ``askLasts`` and not yet answered by another present call.
  static let shownOnlyOnRequest = Contract.Monitor { (run: GoogleRewardedRun) in
    var asks: [Trace.Event] = []
    var calls = 0
    let transition = Script.Step.transition.eventName
    return Contract.Watch(
      names: [transition, run.presentCall],
      // As recorded, so whether the ask reached the app is read before it runs.
      event: { event in
        if event.name == transition {
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
        return Contract.Violation(
          expected: "no rewarded ad shown before the user asked",
          actual: "the app presented \(event.object) at \(event.time) s on its own", at: event)
      },
      reached: { calls > 0 })
  }
}
