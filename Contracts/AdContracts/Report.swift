import AdSimulation

/// The verdict of one rule on one client, with everything needed to read it.
public struct Report: Sendable, Hashable, Codable {
  /// The verdict.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// The client kept the rule.
    case pass
    /// The client broke a MUST rule.
    case fail
    /// The client broke a SHOULD rule.
    case warn
    /// The check could not decide; ``Report/message`` names the probe or hook to supply.
    case unverified
    /// The rule does not apply to this client; ``Report/message`` says why.
    case notApplicable = "n/a"

    /// Whether the client broke the rule, MUST or SHOULD.
    public var isViolation: Bool { self == .fail || self == .warn }
  }

  /// The rule's id.
  public var rule: String
  /// The rule's severity.
  public var severity: Rule.Severity
  /// The client's name.
  public var subject: String
  /// The verdict.
  public var status: Status
  /// For a violation, "Expected …, but …"; for unverified or n/a, the reason; else empty.
  public var message: String
  /// The scenario's events, one line each, when the client broke the rule or the rule
  /// could not be decided (to see why); empty for a pass or a rule that does not apply.
  ///
  /// The text form prints it for broken rules only; JSON and the test attachments carry
  /// it for unverified ones too. The line of ``failingEvent`` starts with `Trace.marker`
  /// in place of a margin space.

  public var timeline: [String]
  /// The guide section the rule comes from.
  public var guide: String
  /// How to fix a violation.
  public var fix: String
  /// The scenario's events behind ``timeline``, for writers that draw them.
  public var events: [Trace.Event]
  /// The sequence number of the event where the client broke the rule, when the rule
  /// names one; ``timeline`` marks its line with `Trace.marker`.
  public var failingEvent: Int?
  /// The misuse events of the run, one timeline line each: what the app did that a device
  /// would reject, whatever the verdict (a pass with misuse is worth seeing).
  public var misuses: [String]

  /// Creates a report.
  public init(
    rule: String, severity: Rule.Severity, subject: String, status: Status,
    message: String, timeline: [String], guide: String, fix: String, events: [Trace.Event] = [],
    failingEvent: Int? = nil, misuses: [String] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.subject = subject
    self.status = status
    self.message = message
    self.timeline = timeline
    self.guide = guide
    self.fix = fix
    self.events = events
    self.failingEvent = failingEvent
    self.misuses = misuses
  }
}
