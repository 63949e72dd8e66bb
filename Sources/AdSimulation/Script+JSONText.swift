extension Script {
  /// The script as JSON that ``Script/decode(_:file:)-(String,_)`` and `adconform play` read back
  /// into the same script, one step a line.
  ///
  /// Durations are written in seconds with up to three decimals, error codes as numbers,
  /// and every setting the script fixes (its seed, device, inventory, full-screen lifetime,
  /// privacy choices, first open and failing presentations), so the file replays exactly what ran. An answer meant for more units than
  /// one (``Script/Response/otherUnits``) is written for its first unit only.
  ///
  /// ```swift
  /// try script.jsonText().write(toFile: "regression.json", atomically: true, encoding: .utf8)
  /// ```
  public func jsonText() -> String {
    var head = [
      "  \"name\": \(Self.quoted(name))",
      "  \"seed\": \(seed)",
      "  \"device\": { \"idiom\": \"\(device.idiom.rawValue)\", \"orientation\": \"\(device.orientation.rawValue)\", \"systemVersion\": \(device.systemVersion) }",
    ]
    if let maximum = inventoryMaximumRequiredSizes {
      head.append("  \"inventory\": { \"maximumRequiredSizes\": \(maximum) }")
    }
    if let lifetime = interstitialLifetime {
      head.append("  \"interstitial\": { \"expiresAfter\": \(Self.seconds(lifetime)) }")
    }
    if let consent {
      head.append(
        "  \"consent\": { \"answer\": \"\(consent.answer.rawValue)\", \"previousLaunch\": \"\(consent.previousLaunch.rawValue)\", "
          + "\"tracking\": \"\(consent.tracking.rawValue)\" }")
    }
    if !appDefaults.isEmpty {
      let members = appDefaults.sorted { $0.key < $1.key }.map { "\(Self.quoted($0.key)): \($0.value)" }
      head.append("  \"appDefaults\": { " + members.joined(separator: ", ") + " }")
    }
    if firstOpen {
      head.append("  \"user\": { \"firstOpen\": true }")
    }
    if !failingPresentations.isEmpty {
      head.append(
        "  \"presentations\": { \"failInAdapter\": [\(failingPresentations.map(String.init).joined(separator: ", "))] }"
      )
    }
    let steps = steps.map { "    " + Self.json(for: $0) }
    let list = steps.isEmpty ? "  \"steps\": []" : "  \"steps\": [\n" + steps.joined(separator: ",\n") + "\n  ]"
    return "{\n" + (head + [list]).joined(separator: ",\n") + "\n}\n"
  }

  /// One step as a JSON object, such as `{ "step": "advance", "by": 2.5 }`.
  public static func json(for step: Step) -> String {
    switch step {
    case .respond(let response):
      var members = ["\"step\": \"\(step.kind.rawValue)\""]
      if case .fail(let code) = response.outcome { members.append("\"error\": \(code)") }
      if response.latency != .zero { members.append("\"after\": \(seconds(response.latency))") }
      if let unit = response.adUnit { members.append("\"adUnit\": \(quoted(unit))") }
      return "{ " + members.joined(separator: ", ") + " }"
    case .advance(let duration):
      return "{ \"step\": \"advance\", \"by\": \(seconds(duration)) }"
    case .tap(let willLeave):
      return "{ \"step\": \"tap\", \"willLeave\": \(willLeave) }"
    case .rotate(let orientation):
      return "{ \"step\": \"rotate\", \"to\": \"\(orientation.rawValue)\" }"
    default:
      return "{ \"step\": \"\(step.kind.rawValue)\" }"
    }
  }

  /// Seconds with no more decimals than the milliseconds need: `2`, `0.5`, `12.125`.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.wholeMilliseconds
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    guard fraction != 0 else { return "\(whole)" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }

  /// The text as a JSON string, with quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
