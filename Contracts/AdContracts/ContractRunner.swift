import AdSimulation

extension Contract {
  /// Runs the contract against the subject in a fresh simulation and reports the verdict.
  ///
  /// Each run has its own simulation: nothing carries over between contracts or clients.
  /// A SHOULD rule the client breaks reports `warn`; a MUST rule, `fail`.
  public func run(against subject: Subject) async -> Report {
    guard subject.kind == kind else {
      return report(
        subject, .notApplicable,
        message: "\(id) is a \(kind.rawValue) rule and \(subject.name) is a \(subject.kind.rawValue) client.")
    }
    let script = Script(
      name: id, device: Device(idiom: idiom ?? (kind == .interstitial ? .pad : .phone)),
      interstitialLifetime: .seconds(600))
    return await Simulation.run(script) { simulation in
      switch check {
      case .banner(let body):
        return await play(
          subject.banner.map { BannerRun(simulation: simulation, setup: $0) }, body, subject,
          simulation, missing: "has no banner screens to show")
      case .interstitial(let body):
        return await play(
          subject.interstitial.map { InterstitialRun(simulation: simulation, setup: $0) }, body,
          subject, simulation, missing: "has no full-screen ad screen to show")
      case .appOpen(let body):
        return await play(
          subject.appOpen.map { AppOpenRun(simulation: simulation, setup: $0) }, body, subject,
          simulation, missing: "has no app to launch")
      }
    }
  }

  /// Plays the check on its stage and reports; the timeline ends where the scenario ends,
  /// before the harness tears the stage down.
  @MainActor
  private func play<Run: Stage>(
    _ run: Run?, _ body: @MainActor (Run) async -> Outcome, _ subject: Subject,
    _ simulation: Simulation, missing: String
  ) async -> Report {
    guard let run else {
      return report(subject, .unverified, message: "Unverified: \(subject.name) \(missing).")
    }
    let outcome = await body(run)
    let verdict = report(subject, outcome, trace: simulation.trace)
    run.tearDown()
    return verdict
  }

  func report(_ subject: Subject, _ outcome: Outcome, trace: Trace) -> Report {
    switch outcome {
    case .pass:
      return report(subject, .pass)
    case .fail(let expected, let actual):
      let events = Self.timelineEvents(trace)
      var verdict = report(
        subject, severity == .must ? .fail : .warn,
        message: "Expected \(expected), but \(actual).", timeline: trace.timeline(events))
      verdict.events = events
      return verdict
    case .unverified(let reason):
      return report(
        subject, .unverified, message: "Unverified: \(reason)",
        timeline: trace.timeline(Self.timelineEvents(trace)))
    case .notApplicable(let reason):
      return report(subject, .notApplicable, message: "Not applicable: \(reason)")
    }
  }

  /// The events a failure shows: everything but the script's bookkeeping.
  static func timelineEvents(_ trace: Trace) -> [Trace.Event] {
    trace.events.filter { event in
      !(event.kind == .driven && (event.name == "respond" || event.name == "advance"))
    }
  }

  func report(
    _ subject: Subject, _ status: Report.Status, message: String = "", timeline: [String] = []
  ) -> Report {
    Report(
      contract: id, severity: severity, subject: subject.name, status: status,
      message: message, timeline: timeline, guide: guide, fix: fix)
  }
}

/// A stage a contract plays on; the harness tears it down after the verdict.
@MainActor
protocol Stage: AnyObject {
  /// Lets go of the client's objects.
  func tearDown()
}

extension BannerRun: Stage {}
extension InterstitialRun: Stage {}
extension AppOpenRun: Stage {}
