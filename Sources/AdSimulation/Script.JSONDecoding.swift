extension Script {
  /// Turns a parsed JSON document into a script, reporting the first problem with its place.
  ///
  /// Paths such as `steps[3].after` are built only for a message, so a script of a
  /// hundred thousand steps costs no string work per step.
  struct JSONDecoding {
    let file: String
    let document: JSONDocument

    func invalid(at offset: Int, _ path: String, expected: String, found: String) -> LoadError {
      let position = document.position(of: offset)
      return .invalid(
        file: file, line: position.line, column: position.column, path: path, expected: expected, found: found)
    }

    func invalid(_ value: JSONValue, _ path: String, expected: String) -> LoadError {
      invalid(at: value.offset, path, expected: expected, found: value.typeName)
    }

    /// `; did you mean "name"?` for a near miss, or nothing.
    static func suggestion(for text: String, among names: [String]) -> String {
      Spelling.nearest(to: text, among: names).map { "; did you mean \(Excerpt.quoted($0))?" } ?? ""
    }

    func members(
      of value: JSONValue, at path: @autoclosure () -> String, allowed: [String], required: [String] = []
    ) throws(LoadError) -> [JSONValue.Member] {
      guard case .object(let members) = value.content else {
        throw invalid(value, path(), expected: "an object")
      }
      for member in members where !allowed.contains(member.key) {
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        throw invalid(
          at: member.keyOffset, "\(path()).\(Excerpt.escaped(member.key))", expected: "one of the members \(list)",
          found: "an unknown member \(Excerpt.quoted(member.key))" + Self.suggestion(for: member.key, among: allowed))
      }
      for key in required where value[key] == nil {
        throw invalid(at: value.offset, path(), expected: "a member \"\(key)\"", found: "an object without it")
      }
      return members
    }

    func script() throws(LoadError) -> Script {
      let root = document.root
      _ = try members(
        of: root, at: "script",
        allowed: [
          "name", "seed", "device", "inventory", "interstitial", "consent", "appDefaults", "user", "presentations",
          "steps",
        ],
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
          script.device.orientation = try choice(orientation, "device.orientation", Device.Orientation.self)
        }
        if let version = device["systemVersion"] {
          script.device.systemVersion = try integer(version, "device.systemVersion", in: 4...26)
        }
      }
      if let inventory = root["inventory"] {
        _ = try members(of: inventory, at: "inventory", allowed: ["maximumRequiredSizes"])
        if let maximum = inventory["maximumRequiredSizes"] {
          script.inventoryMaximumRequiredSizes = try integer(maximum, "inventory.maximumRequiredSizes", in: 1...16)
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
      if let consent = root["consent"] {
        _ = try members(of: consent, at: "consent", allowed: ["answer", "previousLaunch", "tracking"])
        var choices = Script.Consent()
        if let answer = consent["answer"] {
          choices.answer = try choice(answer, "consent.answer", Script.Consent.Answer.self)
        }
        if let previous = consent["previousLaunch"] {
          choices.previousLaunch = try choice(previous, "consent.previousLaunch", Script.Consent.PreviousLaunch.self)
        }
        if let tracking = consent["tracking"] {
          choices.tracking = try choice(tracking, "consent.tracking", Script.Consent.Tracking.self)
        }
        script.consent = choices
      }
      if let defaults = root["appDefaults"] {
        guard case .object(let members) = defaults.content else {
          throw invalid(
            defaults, "appDefaults", expected: "an object of keys and their true/false, number or string values")
        }
        for member in members {
          let path = "appDefaults.\(Excerpt.escaped(member.key))"
          switch member.value.content {
          case .bool(let flag): script.appDefaults[member.key] = .flag(flag)
          case .number(let number) where number.rounded() == number && abs(number) < 1e15:
            script.appDefaults[member.key] = .integer(Int(number))
          case .number(let number): script.appDefaults[member.key] = .number(number)
          case .string(let text): script.appDefaults[member.key] = .text(text)
          default: throw invalid(member.value, path, expected: "true or false, a number or a string")
          }
        }
      }
      if let user = root["user"] {
        _ = try members(of: user, at: "user", allowed: ["firstOpen"])
        if let first = user["firstOpen"] {
          guard case .bool(let flag) = first.content else {
            throw invalid(first, "user.firstOpen", expected: "true or false")
          }
          script.firstOpen = flag
        }
      }
      if let presentations = root["presentations"] {
        _ = try members(of: presentations, at: "presentations", allowed: ["failInAdapter"])
        if let failing = presentations["failInAdapter"] {
          guard case .array(let numbers) = failing.content else {
            throw invalid(
              failing, "presentations.failInAdapter", expected: "an array of presentation numbers from 1 to 100")
          }
          for (index, number) in numbers.enumerated() {
            script.failingPresentations.append(
              try integer(number, "presentations.failInAdapter[\(index)]", in: 1...100))
          }
        }
      }
      guard let steps = root["steps"], case .array(let elements) = steps.content else {
        throw invalid(root["steps"]!, "steps", expected: "an array of steps")
      }
      script.steps.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        script.steps.append(try step(element, "steps[\(index)]"))
      }
      return script
    }

    /// The members each kind of step allows, kept once rather than built for every step.
    enum Allowed {
      static let fill = ["step", "after", "adUnit"]
      static let fail = ["step", "error", "after", "adUnit"]
      static let advance = ["step", "by"]
      static let tap = ["step", "willLeave"]
      static let rotate = ["step", "to"]
      static let plain = ["step"]
      static let error = ["error"]
      static let by = ["by"]
      static let willLeave = ["willLeave"]
      static let to = ["to"]
    }

    func step(_ value: JSONValue, _ path: @autoclosure () -> String) throws(LoadError) -> Script.Step {
      guard case .object = value.content else {
        throw invalid(value, path(), expected: "a step object such as {\"step\": \"advance\", \"by\": 30}")
      }
      guard let nameValue = value["step"] else {
        throw invalid(
          at: value.offset, path(), expected: "a member \"step\" naming the step", found: "an object without it")
      }
      let kind = try choice(nameValue, "\(path()).step", Script.Step.Kind.self)
      switch kind {
      case .fill:
        _ = try members(of: value, at: path(), allowed: Allowed.fill)
        return .respond(
          .fill(
            after: try duration(value["after"], "\(path()).after"),
            adUnit: try value["adUnit"].map { unit throws(LoadError) in try string(unit, "\(path()).adUnit") }))
      case .fail:
        _ = try members(of: value, at: path(), allowed: Allowed.fail, required: Allowed.error)
        let adUnit = try value["adUnit"].map { unit throws(LoadError) in try string(unit, "\(path()).adUnit") }
        let names = adUnit == nil ? Script.errorNames : Script.googleErrorNames
        let code = try errorCode(value["error"]!, "\(path()).error", names: names, google: adUnit != nil)
        return .respond(.fail(code, after: try duration(value["after"], "\(path()).after"), adUnit: adUnit))
      case .advance:
        _ = try members(of: value, at: path(), allowed: Allowed.advance, required: Allowed.by)
        return .advance(try duration(value["by"], "\(path()).by"))
      case .tap:
        _ = try members(of: value, at: path(), allowed: Allowed.tap, required: Allowed.willLeave)
        let flag = value["willLeave"]!
        guard case .bool(let willLeave) = flag.content else {
          throw invalid(flag, "\(path()).willLeave", expected: "true or false")
        }
        return .tap(willLeave: willLeave)
      case .rotate:
        _ = try members(of: value, at: path(), allowed: Allowed.rotate, required: Allowed.to)
        return .rotate(try choice(value["to"]!, "\(path()).to", Device.Orientation.self))
      case .close, .cancel, .background, .foreground, .memoryWarning, .urgentEvent,
        .navigateAway, .navigateBack, .navigateToNextAdScreen, .transition, .launch,
        .resignActive, .becomeActive, .busyMoment, .expire, .askToWatch, .scroll:
        _ = try members(of: value, at: path(), allowed: Allowed.plain)
        return Script.Step(plain: kind)!
      }
    }

    func string(_ value: JSONValue, _ path: @autoclosure () -> String) throws(LoadError) -> String {
      guard case .string(let text) = value.content else {
        throw invalid(value, path(), expected: "a string")
      }
      return text
    }

    func integer(
      _ value: JSONValue, _ path: @autoclosure () -> String, in range: ClosedRange<Int>
    ) throws(LoadError) -> Int {
      guard case .number(let number) = value.content, number == number.rounded(),
        number >= Double(range.lowerBound), number <= Double(range.upperBound)
      else {
        throw invalid(value, path(), expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return Int(number)
    }

    func duration(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(LoadError) -> Duration {
      guard let value else { return .zero }
      guard case .number(let seconds) = value.content, seconds >= 0, seconds <= 86_400 * 365 else {
        throw invalid(value, path(), expected: "a duration in seconds, a number from 0 to 31536000")
      }
      return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    func errorCode(
      _ value: JSONValue, _ path: @autoclosure () -> String, names table: [(name: String, code: Int)], google: Bool
    ) throws(LoadError) -> Int {
      switch value.content {
      case .number:
        if let code = try? integer(value, "", in: google ? 0...22 : 0...10),
          !google || table.contains(where: { $0.code == code })
        {
          return code
        }
      case .string(let name):
        if let entry = table.first(where: { $0.name == name }) { return entry.code }
      default:
        break
      }
      let names = table.map(\.name)
      let expected =
        google
        ? "a Google Mobile Ads error code (with \"adUnit\" given) or one of its names (\(names.joined(separator: ", ")))"
        : "an ADError code from 0 to 10 or one of its names (\(names.joined(separator: ", ")))"
      var found = value.typeName
      if case .string(let name) = value.content { found += Self.suggestion(for: name, among: names) }
      throw invalid(at: value.offset, path(), expected: expected, found: found)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
      _ value: JSONValue, _ path: @autoclosure () -> String, _ type: Choice.Type
    ) throws(LoadError) -> Choice where Choice.RawValue == String {
      if case .string(let text) = value.content, let choice = Choice(rawValue: text) {
        return choice
      }
      let names = Choice.allCases.map(\.rawValue)
      var found = value.typeName
      if case .string(let text) = value.content { found += Self.suggestion(for: text, among: names) }
      throw invalid(
        at: value.offset, path(), expected: "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "), found: found)
    }
  }
}
