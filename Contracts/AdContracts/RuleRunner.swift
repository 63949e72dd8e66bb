import AdSimulation
import FakeUserMessagingPlatform

extension Rule {
  /// Runs the rule against the subject in a fresh simulation and reports the verdict.
  ///
  /// Each run has its own simulation: nothing carries over between rules or clients.
  /// A SHOULD rule the client breaks reports `warn`; a MUST rule, `fail`. Before a
  /// subject's first rule in a process, the harness plays a short warm-up twice to see
  /// whether the client keeps state from one run to the next (`RunIsolation`); one
  /// that does gets the same unverified verdict on every rule, whatever order they run in.
  ///
  /// It runs on the main actor, where the simulation plays: a caller there waits for the
  /// verdict with no hop to another thread (a run in a fresh launch waits off it).
  @MainActor
  public func run(against subject: Subject) async -> Report {
    if let report = notApplicableReport(for: subject) { return report }
    // Only a run in a fresh launch leaves the main actor: a run played here never hops.
    if subject.launch?.isAvailable == true, let report = await launchedReport(against: subject) { return report }
    return await played(against: subject)
  }

  /// Plays the run in this process, once the subject is seen to keep no state from one
  /// run to the next.
  @MainActor
  func played(against subject: Subject) async -> Report {
    if let leak = await RunIsolation.shared.leak(of: subject) {
      return report(subject, .unverified, message: "Unverified: \(leak)")
    }
    return await runHere(against: subject)
  }

  /// The verdict a fresh launch of the program gave the run; `nil` when the subject has no
  /// launch or none could be made, and the run is to be played here.
  ///
  /// It waits off the main actor, so runs in fresh launches go side by side while the
  /// main actor plays others.
  nonisolated func launchedReport(against subject: Subject) async -> Report? {
    guard let launch = subject.launch, launch.isAvailable else { return nil }
    return await LaunchJob.run(self, on: subject, launch: launch)
  }

  /// The verdict of a rule that does not apply to the subject (another kind's client, or
  /// one that never runs on the rule's device); `nil` when it applies.
  nonisolated func notApplicableReport(for subject: Subject) -> Report? {
    guard subject.kind == kind else {
      return report(
        subject, .notApplicable,
        message: "\(id) is a \(kind.rawValue) rule and \(subject.name) is a \(subject.kind.rawValue) client.")
    }
    if let idiom, !subject.devices.idioms.contains(idiom) {
      return report(
        subject, .notApplicable,
        message:
          "Not applicable: the rule runs the app on \(idiom.deviceName), and \(subject.name) supports \(subject.devices.idiomsText) only."
      )
    }
    return nil
  }

  /// Runs the rule's witnesses against the subject, each in a fresh simulation in this
  /// process, with no look at whether the client keeps state: in a fresh launch, nothing
  /// came before.
  @MainActor
  func runHere(against subject: Subject) async -> Report {
    var reports: [Report] = []
    for witness in 0..<witnesses {
      let report = await runHere(against: subject, witness: witness)
      // A broken rule is shown by the run that broke it; the others add nothing.
      if report.status.isViolation { return report }
      reports.append(report)
    }
    return combined(reports)
  }

  /// The verdict of the witnesses' runs (at least one), none of which broke the rule: a pass when
  /// each passed, saying what each observed; otherwise the first that could not decide,
  /// with its timeline, after what the ones before it observed.
  func combined(_ reports: [Report]) -> Report {
    guard reports.count > 1 else { return reports[0] }
    var verdict = reports.first { $0.status != .pass } ?? reports[0]
    let observed = reports.prefix { $0.status == .pass }.map { report in
      String(report.message.dropFirst("Observed: ".count).dropLast(report.message.hasSuffix(".") ? 1 : 0))
    }
    if verdict.status == .pass {
      verdict.message = "Observed: \(observed.joined(separator: "; "))."
    } else if verdict.status == .unverified, !observed.isEmpty {
      verdict.message =
        "Unverified: \(observed.joined(separator: "; ")); then \(verdict.message.dropFirst("Unverified: ".count))"
    }
    var misuses: [String] = []
    for line in reports.flatMap(\.misuses) where !misuses.contains(line) { misuses.append(line) }
    verdict.misuses = misuses
    return verdict
  }

  /// Runs one of the rule's witnesses against the subject in a fresh simulation in this
  /// process.
  @MainActor
  func runHere(against subject: Subject, witness: Int) async -> Report {
    await Self.$witness.withValue(witness) { await runWitness(against: subject) }
  }

  @MainActor
  private func runWitness(against subject: Subject) async -> Report {
    var script = Script(
      name: id, device: Device(idiom: idiom ?? subject.defaultIdiom, systemVersion: subject.systemVersion))
    subject.setup.prepare(&script)
    return await Simulation.run(script) { simulation in
      let stage = subject.setup.makeStage(in: simulation, devices: subject.devices)
      // The rule's property watches its witness scenario as it watches any other run.
      let watching = monitor == nil ? nil : Watching([self], on: stage, misuse: false)
      if let watching { simulation.addObserver { watching.inspect() } }
      var outcome = await check(stage)
      watching?.inspect()
      // A check that failed names the moment its witness was played for; a violation
      // elsewhere in the run fails a check that saw none.
      if let violation = watching?.violation(of: self), outcome.isDecided, !outcome.isFailure {
        outcome = .fail(expected: violation.expected, actual: violation.actual, at: violation.event)
      }
      if let finding = Self.runFinding(simulation.trace) { outcome = .unverified(finding) }
      if case .unverified(let reason) = outcome, UMPConsentInformation.gatedOnConsentNeverRequested(in: simulation) {
        outcome = .unverified(reason + " " + Self.consentNeverRequested)
      }
      // A call a device answers with an exception ends the app there: the run fails,
      // whatever the rule's grade, unless the rule itself failed it for that call.
      let crash = simulation.trace.events(.misuse).first(where: \.raisesOnDevice)
      if let crash, !outcome.isFailure {
        outcome = .fail(
          expected: "no call a device answers with an exception",
          actual: "the app made one at \(crash.time) s (\(crash.object): \(crash.detail)); the app would end there, "
            + "so nothing this run showed afterwards happens on a device", at: crash)
      }
      var verdict = report(subject, outcome, trace: simulation.trace)
      if crash != nil, verdict.status == .warn { verdict.status = .fail }
      stage.tearDown()
      return verdict
    }
  }

  /// What an unverified verdict adds when the app asked `canRequestAds` and no code the run
  /// ran ever asked for a consent update, so ads were never allowed.
  static let consentNeverRequested = """
    The app read UMPConsentInformation's canRequestAds, which stays false until a launch \
    calls requestConsentInfoUpdate, and nothing in this run called it. If the app gathers \
    consent in code the run did not run (its app delegate, a launch screen), run that in \
    the subject's factory before making the screen, as the app's launch does (PluggingIn: \
    a view whose ads wait for the app delegate's launch); an app that never asks is \
    gma.consent.updates-every-launch's finding.
    """

  /// Why no verdict of a run can be trusted, if the run shows it: the app's tasks never
  /// went idle, the client used an SDK object an earlier run made, tried to drive the run
  /// itself, or gave a view a frame that is not finite.
  static func runFinding(_ trace: Trace) -> String? {
    if let stuck = trace.events(named: Simulation.settleGaveUp).first {
      return """
        the run never went idle: after the step at \(stuck.time) s the app's tasks kept \
        running (a task that never stops yielding), so nothing the run saw afterwards is \
        settled. Let every task the client starts finish or wait on the clock \
        (Subject.Context.clock).
        """
    }
    if let stale = trace.events(.misuse).first(where: { $0.name == Simulation.staleObjectUse }) {
      return """
        the client used \(stale.object), an SDK object made in an earlier run (\(stale.detail)). \
        It keeps SDK objects from one run to the next, in a static, a singleton or a global, \
        so its verdicts would depend on which rules ran before. Make them per run: create \
        them in the subject's factory or keep them with Subject.Context.shared.
        """
    }
    if let driven = trace.events(.misuse).first(where: { $0.name == Simulation.drivenByApp }) {
      return """
        the client tried to drive the run itself at \(driven.time) s (\(driven.detail)). \
        Only the rule's script moves the run; a client that steps or advances the \
        simulation from its own code would rewrite the scenario it is judged on. Wait on \
        Subject.Context.clock instead.
        """
    }
    if let geometry = trace.events(.misuse).first(where: { $0.name == Simulation.nonFiniteGeometry }) {
      return """
        the client gave \(geometry.object) a frame that is not a finite rectangle at \
        \(geometry.time) s (\(geometry.detail)). On a device this raises an exception, so \
        the run cannot show what the app would do. Compute frames from finite sizes \
        (check divisions by zero and sizes not yet set).
        """
    }
    return nil
  }

  func report(_ subject: Subject, _ outcome: Outcome, trace: Trace) -> Report {
    let events = Self.timelineEvents(trace)
    var verdict: Report
    switch outcome {
    case .pass(let observed):
      verdict = report(subject, .pass, message: "Observed: \(observed).")
    case .fail(let expected, let actual, let event):
      let marked = event.flatMap { Self.shownEvent(for: $0, in: events) }?.sequence
      verdict = report(
        subject, severity == .must ? .fail : .warn,
        message: "Expected \(expected), but \(actual).", timeline: trace.timeline(events, marking: marked))
      verdict.events = events
      verdict.failingEvent = marked
    case .unverified(let reason):
      verdict = report(
        subject, .unverified, message: "Unverified: \(reason)", timeline: trace.timeline(events))
      verdict.events = events
    case .notApplicable(let reason):
      verdict = report(subject, .notApplicable, message: "Not applicable: \(reason)")
    }
    verdict.misuses = trace.events(.misuse).map { Trace.line(for: $0, spokenBy: trace) }
    // The words a person reads are in the names the app's code used.
    verdict.message = trace.spoken(verdict.message)
    verdict.fix = trace.spoken(verdict.fix)
    return verdict
  }

  /// The timeline event that stands for the event a rule failed at: the event itself, or,
  /// for the script's bookkeeping the timeline leaves out, the last shown event before it.
  static func shownEvent(for event: Trace.Event, in shown: [Trace.Event]) -> Trace.Event? {
    shown.last { $0.sequence <= event.sequence }
  }

  /// The events a failure shows: everything but the script's bookkeeping.
  static func timelineEvents(_ trace: Trace) -> [Trace.Event] {
    trace.events.filter { event in
      !(event.kind == .driven && (event.name == .respond || event.name == .advance))
    }
  }

  func report(
    _ subject: Subject, _ status: Report.Status, message: String = "", timeline: [String] = []
  ) -> Report {
    Report(
      rule: id, severity: severity, subject: subject.name, status: status,
      message: message, timeline: timeline, guide: guide, fix: fix)
  }
}
