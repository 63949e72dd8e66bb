import AdSimulation

/// The invariants of the ad-action rules, watched over any run of a banner or a
/// full-screen iAd ad.
enum ActionMonitors {
  /// While an ad covers the app, the activities probe reads paused: at the moment the ad
  /// comes to cover it and after every step until the ad stops covering it.
  ///
  /// The fake records the covering once the delegate has allowed the action, so the probe
  /// is first read at the moment the rule's scenario reads it. A client that restarts its
  /// activities under the ad (on the app becoming active again, say) breaks the rule as
  /// surely as one that never paused. Without the probe there is nothing to watch.
  static func pausesWhenCovered<Run: AdActionRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var covering: Trace.Event?
      return Rule.Watch(
        names: [.adCoversTheApp, .adUncoversTheApp],
        event: { event in
          if event.name == .adUncoversTheApp, event.object == covering?.object { covering = nil }
          guard event.name == .adCoversTheApp else { return nil }
          covering = event
          guard run.activitiesRunning() == true else { return nil }
          return Rule.Violation(
            expected: "the activities paused when \(run.shouldBeginName) returned true",
            actual: "they were still running as \(event.object) covered the app at \(event.time) s", at: event)
        },
        step: {
          guard let covering, run.activitiesRunning() == true else { return nil }
          return Rule.Violation(
            expected: "the activities paused while \(covering.object)'s ad covers the app",
            actual:
              "they were running again at \(run.now) s, under the ad that has covered the app since \(covering.time) s",
            at: run.lastEvent())
        })
    }
  }

  /// From the delegate's answer that lets an action begin to the end of the action, the
  /// ad object is not released, removed or cut from its delegate.
  static func keptDuringAction<Run: AdActionRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var asked: Trace.Event?
      var covering: Trace.Event?
      var cutsSinceAsked: [Trace.Event] = []
      return .eachEvent { event in
        if event.name == run.shouldBeginCallback {
          asked = event
          cutsSinceAsked = []
          return nil
        }
        if let question = asked, covering == nil, run.isCut(event, of: question.object) {
          cutsSinceAsked.append(event)
          return nil
        }
        if event.name == .adCoversTheApp, let question = asked, question.object == event.object {
          covering = event
          if let cut = cutsSinceAsked.first { return violation(run, question.object, cut) }
          return nil
        }
        if event.name == .adUncoversTheApp, event.object == covering?.object {
          covering = nil
          asked = nil
          return nil
        }
        if let covering, run.isCut(event, of: covering.object) {
          return violation(run, covering.object, event)
        }
        return nil
      }
    }
  }

  @MainActor
  private static func violation(_ run: some AdActionRun, _ object: String, _ cut: Trace.Event) -> Rule.Violation {
    Rule.Violation(
      expected: "\(object) kept until \(run.finishName)",
      actual: "it was \(run.cutDescription(cut)) at \(cut.time) s while its ad covered the app", at: cut)
  }
}
