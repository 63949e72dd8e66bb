import Foundation

extension Script {
  /// The iAd error names a script may use in place of a number, with their codes.
  public static let errorNames: [(name: String, code: Int)] = [
    ("unknown", 0), ("serverFailure", 1), ("loadingThrottled", 2), ("inventoryUnavailable", 3),
    ("configurationError", 4), ("bannerVisibleWithoutContent", 5), ("applicationInactive", 6),
    ("adUnloaded", 7), ("assetLoadFailure", 8), ("adResponseValidateFailure", 9),
    ("adAssetLoadPending", 10),
  ]

  /// The Google Mobile Ads error names a script may use for an ad unit's failure, with codes.
  public static let googleErrorNames: [(name: String, code: Int)] = [
    ("invalidRequest", 0), ("noFill", 1), ("networkError", 2), ("serverError", 3),
    ("osVersionTooLow", 4), ("timeout", 5), ("mediationDataError", 7),
    ("mediationAdapterError", 8), ("mediationInvalidAdSize", 10), ("internalError", 11),
    ("invalidArgument", 12), ("adAlreadyUsed", 19), ("applicationIdentifierMissing", 20),
  ]

  /// Loads a script from a JSON file.
  ///
  /// - Throws: ``LoadError``, naming the file, the line and column, and what was expected.
  public static func load(contentsOf url: URL) throws(LoadError) -> Script {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(file: url.path, reason: error.localizedDescription)
    }
    return try decode(text, file: url.path)
  }

  /// Decodes a script from JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON, in the format the README's "Scripting a scenario" section shows.
  ///   - file: The name errors give for the text's origin.
  /// - Throws: ``LoadError``.
  public static func decode(_ text: String, file: String = "<script>") throws(LoadError) -> Script {
    let root: JSONValue
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw .syntax(
        file: file, line: error.line, column: error.column,
        expected: error.expected, found: error.found)
    }
    return try JSONDecoding(file: file).script(from: root)
  }
}

/// Turns parsed JSON into a script, reporting the first problem with its place.
private struct JSONDecoding {
  typealias JSONValue = Script.JSONValue
  let file: String

  func invalid(_ value: JSONValue, _ path: String, expected: String) -> Script.LoadError {
    .invalid(
      file: file, line: value.line, column: value.column, path: path,
      expected: expected, found: value.typeName)
  }

  func members(
    of value: JSONValue, at path: String, allowed: [String], required: [String] = []
  ) throws(Script.LoadError) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = value.content else {
      throw invalid(value, path, expected: "an object")
    }
    for member in members where !allowed.contains(member.key) {
      let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
      throw .invalid(
        file: file, line: member.value.line, column: member.value.column,
        path: "\(path).\(member.key)", expected: "one of the members \(list)",
        found: "an unknown member \"\(member.key)\"")
    }
    for key in required where value[key] == nil {
      throw .invalid(
        file: file, line: value.line, column: value.column, path: path,
        expected: "a member \"\(key)\"", found: "an object without it")
    }
    return members
  }

  func script(from root: JSONValue) throws(Script.LoadError) -> Script {
    _ = try members(
      of: root, at: "script", allowed: ["name", "seed", "device", "inventory", "interstitial", "steps"],
      required: ["steps"])
    var script = Script()
    if let name = root["name"] {
      script.name = try string(name, "name")
    }
    if let seed = root["seed"] {
      script.seed = UInt64(try integer(seed, "seed", in: 0...Int(Int32.max)))
    }
    if let device = root["device"] {
      _ = try members(of: device, at: "device", allowed: ["idiom", "orientation", "systemVersion"])
      if let idiom = device["idiom"] {
        script.device.idiom = try choice(idiom, "device.idiom", Device.Idiom.self)
      }
      if let orientation = device["orientation"] {
        script.device.orientation = try choice(
          orientation, "device.orientation", Device.Orientation.self)
      }
      if let version = device["systemVersion"] {
        script.device.systemVersion = try integer(version, "device.systemVersion", in: 4...26)
      }
    }
    if let inventory = root["inventory"] {
      _ = try members(of: inventory, at: "inventory", allowed: ["maximumRequiredSizes"])
      if let maximum = inventory["maximumRequiredSizes"] {
        script.inventoryMaximumRequiredSizes = try integer(
          maximum, "inventory.maximumRequiredSizes", in: 1...16)
      }
    }
    if let interstitial = root["interstitial"] {
      _ = try members(of: interstitial, at: "interstitial", allowed: ["expiresAfter"])
      if let lifetime = interstitial["expiresAfter"] {
        guard case .number(let seconds) = lifetime.content, seconds >= 300, seconds <= 900 else {
          throw invalid(
            lifetime, "interstitial.expiresAfter",
            expected: "a duration in seconds from 300 to 900 (5 to 15 minutes)")
        }
        script.interstitialLifetime = .milliseconds(Int64((seconds * 1000).rounded()))
      }
    }
    guard let steps = root["steps"], case .array(let elements) = steps.content else {
      throw invalid(root["steps"]!, "steps", expected: "an array of steps")
    }
    for (index, element) in elements.enumerated() {
      script.steps.append(try step(element, "steps[\(index)]"))
    }
    return script
  }

  func step(_ value: JSONValue, _ path: String) throws(Script.LoadError) -> Script.Step {
    guard case .object = value.content else {
      throw invalid(value, path, expected: "a step object such as {\"step\": \"advance\", \"by\": 30}")
    }
    guard let nameValue = value["step"] else {
      throw .invalid(
        file: file, line: value.line, column: value.column, path: path,
        expected: "a member \"step\" naming the step", found: "an object without it")
    }
    let kind = try choice(nameValue, "\(path).step", Script.Step.Kind.self)
    switch kind {
    case .fill:
      _ = try members(of: value, at: path, allowed: ["step", "after", "adUnit"])
      return .respond(
        .fill(
          after: try duration(value["after"], "\(path).after"),
          adUnit: try value["adUnit"].map { v throws(Script.LoadError) in try string(v, "\(path).adUnit") }))
    case .fail:
      _ = try members(
        of: value, at: path, allowed: ["step", "error", "after", "adUnit"], required: ["error"])
      let adUnit = try value["adUnit"].map { v throws(Script.LoadError) in try string(v, "\(path).adUnit") }
      let names = adUnit == nil ? Script.errorNames : Script.googleErrorNames
      let code = try errorCode(value["error"]!, "\(path).error", names: names, google: adUnit != nil)
      return .respond(
        .fail(code, after: try duration(value["after"], "\(path).after"), adUnit: adUnit))
    case .advance:
      _ = try members(of: value, at: path, allowed: ["step", "by"], required: ["by"])
      return .advance(try duration(value["by"], "\(path).by"))
    case .tap:
      _ = try members(of: value, at: path, allowed: ["step", "willLeave"], required: ["willLeave"])
      let flag = value["willLeave"]!
      guard case .bool(let willLeave) = flag.content else {
        throw invalid(flag, "\(path).willLeave", expected: "true or false")
      }
      return .tap(willLeave: willLeave)
    case .rotate:
      _ = try members(of: value, at: path, allowed: ["step", "to"], required: ["to"])
      return .rotate(try choice(value["to"]!, "\(path).to", Device.Orientation.self))
    case .close, .cancel, .background, .foreground, .memoryWarning, .urgentEvent,
      .navigateAway, .navigateBack, .navigateToNextAdScreen, .transition, .launch,
      .resignActive, .becomeActive, .expire:
      _ = try members(of: value, at: path, allowed: ["step"])
      return Self.plainSteps[kind]!
    }
  }

  static let plainSteps: [Script.Step.Kind: Script.Step] = [
    .close: .closeAd, .cancel: .cancelAction, .background: .background,
    .foreground: .foreground, .memoryWarning: .memoryWarning, .urgentEvent: .urgentEvent,
    .navigateAway: .navigateAway, .navigateBack: .navigateBack,
    .navigateToNextAdScreen: .navigateToNextAdScreen, .transition: .transition,
    .launch: .launch, .resignActive: .resignActive, .becomeActive: .becomeActive,
    .expire: .expire,
  ]

  func string(_ value: JSONValue, _ path: String) throws(Script.LoadError) -> String {
    guard case .string(let text) = value.content else {
      throw invalid(value, path, expected: "a string")
    }
    return text
  }

  func integer(
    _ value: JSONValue, _ path: String, in range: ClosedRange<Int>
  ) throws(Script.LoadError) -> Int {
    guard case .number(let number) = value.content, number == number.rounded(),
      number >= Double(range.lowerBound), number <= Double(range.upperBound)
    else {
      throw invalid(
        value, path, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(number)
  }

  func duration(_ value: JSONValue?, _ path: String) throws(Script.LoadError) -> Duration {
    guard let value else { return .zero }
    guard case .number(let seconds) = value.content, seconds >= 0, seconds <= 86_400 * 365 else {
      throw invalid(value, path, expected: "a duration in seconds, a number from 0 to 31536000")
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  func errorCode(
    _ value: JSONValue, _ path: String, names table: [(name: String, code: Int)], google: Bool
  ) throws(Script.LoadError) -> Int {
    let names = table.map(\.name).joined(separator: ", ")
    let range = google ? 0...22 : 0...10
    let expected =
      google
      ? "a Google Mobile Ads error code (with \"adUnit\" given) or one of its names (\(names))"
      : "an ADError code from 0 to 10 or one of its names (\(names))"
    switch value.content {
    case .number:
      guard let code = try? integer(value, path, in: range),
        !google || table.contains(where: { $0.code == code })
      else {
        throw invalid(value, path, expected: expected)
      }
      return code
    case .string(let name):
      guard let entry = table.first(where: { $0.name == name }) else {
        throw invalid(value, path, expected: expected)
      }
      return entry.code
    default:
      throw invalid(value, path, expected: expected)
    }
  }

  func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue, _ path: String, _ type: Choice.Type
  ) throws(Script.LoadError) -> Choice where Choice.RawValue == String {
    let list = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard case .string(let text) = value.content, let choice = Choice(rawValue: text) else {
      throw invalid(value, path, expected: "one of \(list)")
    }
    return choice
  }
}
