extension Trace {
  /// A typed fact an event carries beside its display text, for rules to read.
  ///
  /// The timeline renders an event's detail for people; rules read its fields, so a
  /// reworded timeline line can never change a verdict.
  public enum Value: Hashable, Sendable, Codable {
    /// A whole number, such as an error code.
    case integer(Int)
    /// A number, such as a size in points.
    case number(Double)
    /// A yes or no, such as whether a delegate was set.
    case flag(Bool)
    /// A text, such as an ad unit id.
    case text(String)
    /// A span of virtual time, such as an ad's age.
    case duration(Duration)
    /// A rectangle in points, such as a view's frame: its origin and its size.
    case rectangle(x: Double, y: Double, width: Double, height: Double)
  }
}

extension Trace.Event {
  /// The field that marks a misuse a device answers with an exception, which ends the app.
  public static let raisesField = "raises"

  /// The fields of a misuse a device answers with an exception.
  public static let raisingFields: [String: Trace.Value] = [raisesField: .flag(true)]

  /// Whether the event is a misuse a device answers with an exception, ending the app: a
  /// run that shows one cannot show what the app does after it.
  public var raisesOnDevice: Bool { kind == .misuse && flag(Self.raisesField) == true }

  /// The duration in the field, if the event has one of that name.
  public func duration(_ field: String) -> Duration? {
    if case .duration(let value) = fields[field] { return value }
    return nil
  }

  /// The flag in the field, if the event has one of that name.
  public func flag(_ field: String) -> Bool? {
    if case .flag(let value) = fields[field] { return value }
    return nil
  }

  /// The number in the field, if the event has one of that name.
  public func number(_ field: String) -> Double? {
    if case .number(let value) = fields[field] { return value }
    return nil
  }

  /// The whole number in the field, if the event has one of that name.
  public func integer(_ field: String) -> Int? {
    if case .integer(let value) = fields[field] { return value }
    return nil
  }

  /// The rectangle in the field, if the event has one of that name.
  public func rectangle(_ field: String) -> (x: Double, y: Double, width: Double, height: Double)? {
    if case .rectangle(let x, let y, let width, let height) = fields[field] { return (x, y, width, height) }
    return nil
  }

  /// The text in the field, if the event has one of that name.
  public func text(_ field: String) -> String? {
    if case .text(let value) = fields[field] { return value }
    return nil
  }
}

extension Trace.Event {
  private enum CodingKeys: String, CodingKey {
    case sequence, time, kind, actor, object, name, detail, fields
  }

  /// Reads an event; one written without fields has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      sequence: try container.decode(Int.self, forKey: .sequence),
      time: try container.decode(VirtualClock.Instant.self, forKey: .time),
      kind: try container.decode(Kind.self, forKey: .kind),
      actor: try container.decode(Actor.self, forKey: .actor),
      object: try container.decode(String.self, forKey: .object),
      name: try container.decode(Name.self, forKey: .name),
      detail: try container.decode(String.self, forKey: .detail),
      fields: try container.decodeIfPresent([String: Trace.Value].self, forKey: .fields) ?? [:])
  }

  /// Writes the event, leaving out the fields when it has none, so documents stay as short
  /// as before for events that carry no typed facts.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .sequence)
    try container.encode(time, forKey: .time)
    try container.encode(kind, forKey: .kind)
    try container.encode(actor, forKey: .actor)
    try container.encode(object, forKey: .object)
    try container.encode(name, forKey: .name)
    try container.encode(detail, forKey: .detail)
    if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
  }
}
