import AdSimulation

/// The invariants of the iAd full-screen rules that hold over any run.
enum InterstitialMonitors {
  /// No presentation of an ad that has not loaded: the SDK records it as misuse.
  static let presentsOnlyLoaded = Contract.Monitor { (run: InterstitialRun) in
    .eachEvent { event in
      guard event.kind == .misuse, event.text("reason") == "notLoaded" else { return nil }
      return Contract.Violation(
        expected: "a present call only once interstitialAdDidLoad has come",
        actual: "the app called \(event.name) on \(event.object) at \(event.time) s, before it loaded", at: event)
    }
  }

  /// An ad that unloaded is released within the release window of its
  /// `interstitialAdDidUnload`, and the app calls nothing on it after.
  ///
  /// The release is judged when it comes (a late one breaks the rule at its time) and
  /// after each step (an ad still alive once the window has passed breaks it then). An ad
  /// ended by a failure is the business of `released-after-failure`, which stays a
  /// scenario rule.
  static let releasedAfterUnload = Contract.Monitor { (run: InterstitialRun) in
    let window = Window.release.duration
    var unloaded: Set<String> = []
    var awaitingRelease: [(name: String, end: Trace.Event)] = []
    func expected(_ name: String) -> String {
      "\(name) released within \(window.shortText) of interstitialAdDidUnload"
    }
    return Contract.Watch(
      names: [.interstitialAdDidUnload, .usedAfterItEnded, .released],
      settledEvent: { event in
        switch event.name {
        case .interstitialAdDidUnload:
          if unloaded.insert(event.object).inserted { awaitingRelease.append((event.object, event)) }
        case .usedAfterItEnded where unloaded.contains(event.object):
          return Contract.Violation(
            expected: "\(event.object) never used after interstitialAdDidUnload",
            actual: "the app used \(event.detail) at \(event.time) s", at: event)
        case .released:
          guard let index = awaitingRelease.firstIndex(where: { $0.name == event.object }) else { return nil }
          let end = awaitingRelease.remove(at: index).end
          let delay = end.time.duration(to: event.time)
          guard delay > window else { return nil }
          return Contract.Violation(
            expected: expected(event.object),
            actual: "it was released only at \(event.time) s, \(delay.shortText) after that callback", at: event)
        default:
          break
        }
        return nil
      },
      step: {
        let now = run.simulation.clock.now
        guard let index = awaitingRelease.firstIndex(where: { $0.end.time.duration(to: now) > window }) else {
          return nil
        }
        let (name, end) = awaitingRelease.remove(at: index)
        return Contract.Violation(
          expected: expected(name),
          actual: "it was still alive at \(now) s, \(end.time.duration(to: now).shortText) after that callback",
          at: run.lastEvent())
      })
  }
}
