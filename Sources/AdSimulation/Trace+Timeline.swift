extension Trace {
  /// The trace as the lines of a readable timeline, one event per line.
  ///
  /// Each line reads `time  actor → name  detail`, with the time in virtual seconds.
  /// Messages between the app and the SDK carry an arrow; observations and scripted steps
  /// do not.
  ///
  /// - Parameters:
  ///   - events: The events to print; the whole trace when `nil`.
  ///   - marked: The sequence number of the event to mark with ``marker`` in the left
  ///     margin, such as the one where a rule broke; `nil` marks none.
  public func timeline(_ events: [Event]? = nil, marking marked: Int? = nil) -> [String] {
    (events ?? self.events).map { event in
      let line = spellings.isEmpty ? Self.line(for: event) : Self.line(for: event, spokenBy: self)
      return event.sequence == marked ? Self.marked(line) : line
    }
  }

  /// The mark in the left margin of the timeline line where a rule broke.
  public static let marker: Character = "▶"

  /// The timeline line with ``marker`` in place of its first margin space, so it keeps
  /// its alignment with the lines around it.
  public static func marked(_ line: String) -> String {
    line.first == " " ? String(marker) + line.dropFirst() : String(marker) + line
  }

  /// The timeline line for one event, in the names the trace's app used: the name and the
  /// detail respelled before the detail is aligned.
  public static func line(for event: Event, spokenBy trace: Trace) -> String {
    var spoken = event
    spoken.object = trace.spoken(event.object)
    spoken.detail = trace.spoken(event.detail)
    return line(for: spoken, name: trace.spoken(event.name.rawValue))
  }

  /// The timeline line for one event.
  public static func line(for event: Event) -> String {
    line(for: event, name: event.name.rawValue)
  }

  private static func line(for event: Event, name rawName: String) -> String {
    let time = event.time.description
    let paddedTime = String(repeating: " ", count: max(0, 9 - time.count)) + time
    let arrow: String
    switch event.kind {
    case .call, .property, .created, .callback, .misuse: arrow = " → "
    default: arrow = "   "
    }
    let name: String
    switch event.kind {
    case .property where !event.object.isEmpty: name = "\(event.object).\(rawName)"
    case .released where !event.object.isEmpty: name = "\(event.object) released"
    default: name = rawName
    }
    let head = "\(event.actor.rawValue)\(arrow)\(name)"
    guard !event.detail.isEmpty else { return "\(paddedTime)  \(head)" }
    let padding = String(repeating: " ", count: max(1, 46 - head.count))
    return "\(paddedTime)  \(head)\(padding)\(event.detail)"
  }
}
