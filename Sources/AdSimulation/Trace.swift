import Foundation

/// The ordered record of everything that happened in one simulation.
///
/// The trace holds every SDK callback, every call the app made into the SDK, property
/// changes, objects created and released, and every scripted step, each with its virtual
/// time and sequence number. Contracts read it; failures print it as a timeline.
public struct Trace: Hashable, Sendable, Codable {
  /// The events in the order they happened.
  public private(set) var events: [Event] = []
  /// The frameworks' newer names the app used, which what a person reads of the trace
  /// speaks (see ``Simulation/Spelling``). Not part of the record: two traces with the same
  /// events are equal, and the JSON holds the events alone.
  public package(set) var spellings: [Simulation.Spelling] = []

  enum CodingKeys: String, CodingKey {
    case events
  }

  /// Creates an empty trace.
  public init() {}

  /// Whether two traces hold the same events.
  public static func == (lhs: Trace, rhs: Trace) -> Bool {
    lhs.events == rhs.events
  }

  /// Feeds the events to the hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(events)
  }

  /// The text in the names the app used: each framework whose newer names it used
  /// replaces the older ones the fakes record.
  public func spoken(_ text: String) -> String {
    spellings.isEmpty ? text : spellings.reduce(text) { $1.respell($0) }
  }

  /// A change applied to every detail recorded in the current task, for tests that prove
  /// no rule reads the display text: with every detail reworded, every verdict stays.
  @TaskLocal package static var rewording: (@Sendable (String) -> String)?

  /// Appends an event, giving it the next sequence number.
  ///
  /// - Returns: The event as stored.
  @discardableResult
  public mutating func append(
    at time: VirtualClock.Instant, _ kind: Event.Kind, actor: Event.Actor,
    object: String, name: Event.Name, detail: String = "", fields: [String: Value] = [:]
  ) -> Event {
    let event = Event(
      sequence: events.count + 1, time: time, kind: kind, actor: actor,
      object: object, name: name, detail: Self.rewording.map { $0(detail) } ?? detail, fields: fields)
    events.append(event)
    return event
  }

  /// Replaces the detail of a recorded event, for a callback whose result is known only
  /// after it returns (the callback is recorded first, so what the app does inside it
  /// follows it in the trace).
  public mutating func amend(_ event: Event, detail: String, fields: [String: Value] = [:]) {
    guard events.indices.contains(event.sequence - 1), events[event.sequence - 1].sequence == event.sequence
    else { return }
    events[event.sequence - 1].detail = Self.rewording.map { $0(detail) } ?? detail
    events[event.sequence - 1].fields.merge(fields) { _, new in new }
  }

  /// The events of one kind.
  public func events(_ kind: Event.Kind) -> [Event] {
    events.filter { $0.kind == kind }
  }

  /// The events with the given name, for example every `bannerViewDidLoadAd`.
  public func events(named name: Event.Name) -> [Event] {
    events.filter { $0.name == name }
  }

  /// The trace encoded as stable JSON: sorted keys, times in milliseconds.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding plain strings and integers cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }
}
