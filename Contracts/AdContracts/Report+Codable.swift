import AdSimulation

extension Report {
  /// The keys of a report's JSON form.
  enum CodingKeys: String, CodingKey {
    case rule, severity, subject, status, message, timeline, guide, fix, events
    case failingEvent, misuses
    /// The rule's id under the key's former name, written beside `rule` for one release.
    case contract
  }

  /// Decodes a report; a missing `failingEvent` is `nil` and missing `misuses` empty, and a
  /// report written before `rule` was the key gives its rule under `contract`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      rule: try container.decodeIfPresent(String.self, forKey: .rule)
        ?? container.decode(String.self, forKey: .contract),
      severity: try container.decode(Rule.Severity.self, forKey: .severity),
      subject: try container.decode(String.self, forKey: .subject),
      status: try container.decode(Status.self, forKey: .status),
      message: try container.decode(String.self, forKey: .message),
      timeline: try container.decode([String].self, forKey: .timeline),
      guide: try container.decode(String.self, forKey: .guide),
      fix: try container.decode(String.self, forKey: .fix),
      events: try container.decode([Trace.Event].self, forKey: .events),
      failingEvent: try container.decodeIfPresent(Int.self, forKey: .failingEvent),
      misuses: try container.decodeIfPresent([String].self, forKey: .misuses) ?? [])
  }

  /// Encodes the report; `failingEvent` only when there is one and `misuses` only when the
  /// run had any, so a report without them reads as before. The rule's id is written under
  /// `rule` and, for readers of the former key, under `contract` too.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rule, forKey: .rule)
    try container.encode(rule, forKey: .contract)
    try container.encode(severity, forKey: .severity)
    try container.encode(subject, forKey: .subject)
    try container.encode(status, forKey: .status)
    try container.encode(message, forKey: .message)
    try container.encode(timeline, forKey: .timeline)
    try container.encode(guide, forKey: .guide)
    try container.encode(fix, forKey: .fix)
    try container.encode(events, forKey: .events)
    try container.encodeIfPresent(failingEvent, forKey: .failingEvent)
    if !misuses.isEmpty { try container.encode(misuses, forKey: .misuses) }
  }
}
