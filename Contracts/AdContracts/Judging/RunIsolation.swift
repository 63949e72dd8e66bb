import AdSimulation

/// Finds, once per subject per process, whether a client whose runs share the process
/// keeps state from one run to the next.
///
/// Every run is a fresh app on a device. A subject from a ``SubjectList`` gets a fresh
/// launch of the program for each run; one made elsewhere runs in the asking process. A client that keeps an SDK object or a flag in a
/// static, a singleton or a global carries it into the next run in the same process, and
/// its verdicts then depend on which rules ran before. Before a subject's first rule the
/// harness plays the kind's warm-up scenario twice: a client that keeps nothing gives the
/// same trace both times, byte for byte; one that keeps state goes differently the second
/// time, or uses an SDK object the first warm-up made. Such a subject gets the same
/// unverified verdict on every rule, so the report does not depend on the order.
///
/// It lives on the main actor, where the runs it judges play, so asking costs a run no
/// hop to another thread.
@MainActor
final class RunIsolation {
  /// The process-wide record.
  static let shared = RunIsolation()

  private var findings: [String: Task<String?, Never>] = [:]

  /// Why the subject's runs are not independent, or `nil` when they are.
  func leak(of subject: Subject) async -> String? {
    let key = "\(subject.kind.rawValue)\u{1F}\(subject.name)"
    if let known = findings[key] { return await known.value }
    let probe = Task { await Self.probe(subject) }
    findings[key] = probe
    return await probe.value
  }

  /// Plays the warm-up twice and compares.
  private static func probe(_ subject: Subject) async -> String? {
    let first = await subject.warmUp()
    let second = await subject.warmUp()
    let keeps = "\(subject.name) keeps state from one run to the next (in a static, a singleton or a global)"
    let fix = """
      Its verdicts would depend on which rules ran before, so none is given. Declare the \
      subject in a SubjectList and take it from there, so each run is a fresh launch of the \
      program as on a device; or make the state per run (create it in the subject's factory, \
      keep shared objects with Subject.Context.shared).
      """
    if let stale = second.events.first(where: { $0.kind == .misuse && $0.name == Simulation.staleObjectUse }) {
      return "\(keeps): the second of two identical warm-up runs used \(stale.object), made by the first. \(fix)"
    }
    let before = first.timeline()
    let after = second.timeline()
    guard before != after else { return nil }
    let index =
      zip(before, after).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(before.count, after.count)
    let was = index < before.count ? "`\(Self.trimmed(before[index]))`" : "nothing"
    let became = index < after.count ? "`\(Self.trimmed(after[index]))`" : "nothing"
    return
      "\(keeps): two identical warm-up runs went differently; line \(index + 1) of the timeline was \(was) the first time and \(became) the second. \(fix)"
  }

  private static func trimmed(_ line: String) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}

extension Subject {
  /// Plays the kind's warm-up scenario on a fresh stage and returns the trace.
  @MainActor
  func warmUp() async -> Trace {
    var script = Script(name: "warm-up", device: Device(idiom: defaultIdiom, systemVersion: systemVersion))
    setup.prepare(&script)
    return await Simulation.run(script) { simulation in
      let stage = setup.makeStage(in: simulation, devices: devices)
      stage.prepareToPlay()
      for step in setup.warmUp { await simulation.perform(step) }
      let trace = simulation.trace
      stage.tearDown()
      return trace
    }
  }
}
