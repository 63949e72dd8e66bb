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
        guard let setup = subject.banner else {
          return report(subject, .unverified, message: "Unverified: \(subject.name) has no banner screens to show.")
        }
        let run = BannerRun(simulation: simulation, setup: setup)
        let outcome = await body(run)
        // The verdict's timeline ends where the scenario ends, before the harness tears down.
        let verdict = report(subject, outcome, trace: simulation.trace)
        run.tearDown()
        return verdict
      case .appOpen(let body):
        guard let setup = subject.appOpen else {
          return report(subject, .unverified, message: "Unverified: \(subject.name) has no app to launch.")
        }
        let run = AppOpenRun(simulation: simulation, setup: setup)
        let outcome = await body(run)
        let verdict = report(subject, outcome, trace: simulation.trace)
        run.tearDown()
        return verdict
      case .interstitial(let body):
        guard let setup = subject.interstitial else {
          return report(subject, .unverified, message: "Unverified: \(subject.name) has no full-screen ad screen to show.")
        }
        let run = InterstitialRun(simulation: simulation, setup: setup)
        let outcome = await body(run)
        let verdict = report(subject, outcome, trace: simulation.trace)
        run.tearDown()
        return verdict
      }
    }
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
      return report(subject, .unverified, message: "Unverified: \(reason)")
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
