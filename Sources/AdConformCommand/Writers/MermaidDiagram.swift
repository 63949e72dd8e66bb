import AdSimulation

/// Draws a failure's timeline as a Mermaid sequence diagram between the user, the app,
/// the SDK and the system.
///
/// Each timeline event becomes one line, in order: calls and property changes as
/// `App->>SDK` messages, callbacks as `SDK->>App`, the user's steps as `User->>App`, the
/// system's and device's as `System->>App`, and what the harness saw as notes. The
/// virtual time leads each message. The event where the rule broke sits in a red
/// `rect` block with a `⚠` note beside it.
enum MermaidDiagram {
  /// The highlight's background, a light red that reads on light and dark themes.
  static let highlight = "rect rgb(255, 205, 205)"

  static func lines(for events: [Trace.Event], failingAt failing: Int? = nil) -> [String] {
    var lines = [
      "sequenceDiagram", "  participant User", "  participant App", "  participant SDK", "  participant System",
    ]
    for event in events {
      guard event.sequence == failing else {
        lines.append("  " + line(for: event))
        continue
      }
      lines += ["  \(highlight)", "    " + line(for: event), "    Note over App,SDK: ⚠ the rule broke here", "  end"]
    }
    return lines
  }

  /// The message text of an event, before escaping: time, name and detail.
  static func message(for event: Trace.Event) -> String {
    let name: String
    switch event.kind {
    case .property where !event.object.isEmpty: name = "\(event.object).\(event.name)"
    case .released where !event.object.isEmpty: name = "\(event.object) released"
    default: name = event.name.rawValue
    }
    let detail = event.detail.isEmpty ? "" : " — \(event.detail)"
    return "\(event.time) \(name)\(detail)"
  }

  static func line(for event: Trace.Event) -> String {
    let text = escape(message(for: event))
    switch (event.kind, event.actor) {
    case (.callback, _), (.created, .sdk): return "SDK->>App: \(text)"
    case (.call, _), (.property, _), (.created, _), (.misuse, _): return "App->>SDK: \(text)"
    case (.driven, .user): return "User->>App: \(text)"
    case (.driven, _), (.system, _): return "System->>App: \(text)"
    case (.observation, .sdk): return "Note over SDK: \(text)"
    default: return "Note over App: \(text)"
    }
  }

  /// Replaces the characters Mermaid reads as syntax with its entity codes.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
