import AdSimulation

extension Exploration {
  /// A rule a random scenario broke, with the smallest script that still breaks it.
  public struct Finding: Sendable, Hashable {
    /// The rule's id; for SDK misuse, `misuse.` and the misused call; for a run whose
    /// tasks never went idle, `run.never-settles`.
    public var rule: String
    /// The rule's severity; misuse and runs that never settle count as MUST.
    public var severity: Rule.Severity
    /// The scenario that first broke it, counting from 0; `nil` for a script replayed.
    public var scenario: Int?
    /// How many steps that scenario had taken when the rule broke.
    public var originalSteps: Int
    /// The shrunk script: replay it with `adconform play` to see the finding again.
    public var script: Script
    /// What the rule expects.
    public var expected: String
    /// What happened instead.
    public var actual: String
    /// The shrunk script's timeline, the failing event marked.
    public var timeline: [String]
    /// What to change in the client.
    public var fix: String
    /// The guide section the rule comes from; empty for misuse and runs that never settle.
    public var guide: String = ""
    /// The shrunk script's events behind ``timeline``, for writers that draw them.
    public var events: [Trace.Event] = []
    /// The sequence number of the event where the rule broke, when the violation names
    /// one; ``timeline`` marks its line with `Trace.marker`.
    public var failingEvent: Int?
    /// The misuse events of the shrunk script's run, one timeline line each.
    public var misuses: [String] = []

    /// The finding in the shape of every failure: `Expected …, but ….`
    public var message: String { "Expected \(expected), but \(actual)." }

    /// Where the finding comes from, as the writers print it under its report:
    /// `Found in scenario 12, after 7 steps; shrunk to 4 steps.`, or, for a script
    /// replayed, `Found in the script (4 steps).`
    public var origin: String {
      let steps = "\(script.steps.count) \(script.steps.count == 1 ? "step" : "steps")"
      guard let scenario else { return "Found in the script (\(steps))." }
      return
        "Found in scenario \(scenario), after \(originalSteps) \(originalSteps == 1 ? "step" : "steps"); shrunk to \(steps)."
    }

    /// The finding as a rule's verdict on the client, for the writers every command shares:
    /// `fail` for a MUST rule (misuse and runs that never settle included), `warn` for a
    /// SHOULD rule.
    public func report(subject: String) -> Report {
      Report(
        rule: rule, severity: severity, subject: subject, status: severity == .must ? .fail : .warn,
        message: message, timeline: timeline, guide: guide, fix: fix, events: events,
        failingEvent: failingEvent, misuses: misuses)
    }
  }

  /// The outcome of exploring one client.
  public struct Result: Sendable, Hashable {
    /// The client's name.
    public var subject: String
    /// The settings it ran with.
    public var exploration: Exploration
    /// How many scenarios were played.
    public var scenariosPlayed: Int
    /// The ids of the rules whose monitors watched the runs.
    public var monitors: [String]
    /// What broke, one finding a rule, in the order of the scenarios that found them.
    public var findings: [Finding]
    /// Why no run could be judged, when the client keeps state between runs.
    public var unverified: String?
    /// How many scenarios reached what each watched rule judges, by rule id: a rule no
    /// scenario reached was watched but never exercised.
    public var reached: [String: Int]

    /// Creates a result.
    public init(
      subject: String, exploration: Exploration, scenariosPlayed: Int, monitors: [String], findings: [Finding],
      unverified: String? = nil, reached: [String: Int] = [:]
    ) {
      self.reached = reached
      self.subject = subject
      self.exploration = exploration
      self.scenariosPlayed = scenariosPlayed
      self.monitors = monitors
      self.findings = findings
      self.unverified = unverified
    }
  }
}
