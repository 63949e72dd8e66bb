import AdSimulation
import Foundation
import Testing

@Suite("Script JSON")
struct ScriptJSONTests {
  static let fullScript = """
    {
      "name": "every step",
      "seed": 99,
      "device": {"idiom": "pad", "orientation": "landscape"},
      "inventory": {"maximumRequiredSizes": 1},
      "steps": [
        {"step": "fill", "after": 2.5},
        {"step": "fill"},
        {"step": "fail", "error": 3, "after": 1},
        {"step": "fail", "error": "bannerVisibleWithoutContent"},
        {"step": "advance", "by": 30},
        {"step": "tap", "willLeave": false},
        {"step": "close"},
        {"step": "tap", "willLeave": true},
        {"step": "cancel"},
        {"step": "background"},
        {"step": "foreground"},
        {"step": "rotate", "to": "portrait"},
        {"step": "memoryWarning"},
        {"step": "urgentEvent"},
        {"step": "navigateAway"},
        {"step": "navigateBack"},
        {"step": "navigateToNextAdScreen"}
      ]
    }
    """

  static let fullExpected = Script(
    name: "every step", seed: 99, device: Device(idiom: .pad, orientation: .landscape),
    inventoryMaximumRequiredSizes: 1,
    steps: [
      .respond(.fill(after: .milliseconds(2_500))),
      .respond(.fill()),
      .respond(.fail(3, after: .seconds(1))),
      .respond(.fail(5)),
      .advance(.seconds(30)),
      .tap(willLeave: false),
      .closeAd,
      .tap(willLeave: true),
      .cancelAction,
      .background,
      .foreground,
      .rotate(.portrait),
      .memoryWarning,
      .urgentEvent,
      .navigateAway,
      .navigateBack,
      .navigateToNextAdScreen,
    ])

  @Test("A valid script with every member and every step decodes to the expected Script")
  func decodesEverything() throws {
    let script = try Script.decode(Self.fullScript, file: "full.json")
    #expect(script == Self.fullExpected)
  }

  @Test("A script's privacy choices decode, default each missing part, and come back from jsonText unchanged")
  func consentChoices() throws {
    let script = try Script.decode(
      #"{"consent": {"answer": "updateFails", "previousLaunch": "consented", "tracking": "allow"}, "steps": []}"#)
    #expect(script.consent == Script.Consent(answer: .updateFails, previousLaunch: .consented, tracking: .allow))
    #expect(try Script.decode(script.jsonText()) == script)
    let partial = try Script.decode(#"{"consent": {"answer": "denied"}, "steps": []}"#)
    #expect(partial.consent == Script.Consent(answer: .denied, previousLaunch: .firstLaunch, tracking: .askNotToTrack))
    #expect(try Script.decode(#"{"steps": []}"#).consent == nil)
  }

  @Test(
    "A first open and the presentations that fail in an adapter decode, come back from jsonText, and refuse bad values")
  func userAndPresentations() throws {
    let script = try Script.decode(
      #"{"user": {"firstOpen": true}, "presentations": {"failInAdapter": [2, 5]}, "steps": []}"#)
    #expect(script.firstOpen)
    #expect(script.failingPresentations == [2, 5])
    #expect(try Script.decode(script.jsonText()) == script)
    #expect(!(try Script.decode(#"{"steps": []}"#).jsonText().contains("presentations")))
    #expect(throws: Script.LoadError.self) {
      try Script.decode(#"{"presentations": {"failInAdapter": [0]}, "steps": []}"#)
    }
    #expect(throws: Script.LoadError.self) {
      try Script.decode(#"{"user": {"firstOpen": "yes"}, "steps": []}"#)
    }
  }

  @Test("Drawn privacy choices follow the seed and cover every answer and previous launch")
  func drawnChoices() {
    #expect(Script.Consent.drawn(from: 7) == Script.Consent.drawn(from: 7))
    let drawn = (0..<400).map { Script.Consent.drawn(from: UInt64($0)) }
    #expect(Set(drawn.map(\.answer)) == Set(Script.Consent.Answer.allCases))
    #expect(Set(drawn.map(\.previousLaunch)) == Set(Script.Consent.PreviousLaunch.allCases))
    #expect(Set(drawn.map(\.tracking)) == Set(Script.Consent.Tracking.allCases))
  }

  @Test("A script with only steps gets the defaults")
  func defaults() throws {
    let script = try Script.decode(#"{"steps": []}"#)
    #expect(script == Script())
    #expect(script.name == "script")
    #expect(script.seed == 1)
    #expect(script.device == Device(idiom: .phone, orientation: .portrait))
    #expect(script.inventoryMaximumRequiredSizes == nil)
  }

  @Test("Every error name decodes to its code")
  func errorNames() throws {
    for (name, code) in Script.errorNames {
      let script = try Script.decode(#"{"steps": [{"step": "fail", "error": "\#(name)"}]}"#)
      #expect(script.steps == [.respond(.fail(code))], "\(name)")
    }
    #expect(Script.errorNames.map(\.code) == Array(0...10))
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    var message: String
    var testDescription: String { label }
  }

  static let stepNames =
    #""fill", "fail", "advance", "tap", "close", "cancel", "background", "foreground", "rotate", "memoryWarning", "urgentEvent", "navigateAway", "navigateBack", "navigateToNextAdScreen", "transition", "launch", "resignActive", "becomeActive", "busyMoment", "expire", "askToWatch", "scroll""#
  static let errorCodeExpectation =
    "an ADError code from 0 to 10 or one of its names (unknown, serverFailure, loadingThrottled, inventoryUnavailable, configurationError, bannerVisibleWithoutContent, applicationInactive, adUnloaded, assetLoadFailure, adResponseValidateFailure, adAssetLoadPending)"

  static let malformed: [Malformed] = [
    Malformed(
      label: "unknown step",
      text: "{\"steps\": [\n  {\"step\": \"jump\"}\n]}",
      message:
        "bad.json:2:12: steps[0].step: expected one of \(stepNames), but found the string \"jump\"."),
    Malformed(
      label: "negative duration",
      text: "{\"steps\": [\n  {\"step\": \"advance\", \"by\": -5}\n]}",
      message:
        "bad.json:2:29: steps[0].by: expected a duration in seconds, a number from 0 to 31536000, but found the number -5."
    ),
    Malformed(
      label: "wrong type for willLeave",
      text: "{\"steps\": [\n  {\"step\": \"tap\", \"willLeave\": \"yes\"}\n]}",
      message: "bad.json:2:32: steps[0].willLeave: expected true or false, but found the string \"yes\"."),
    Malformed(
      label: "missing \"by\" for advance",
      text: "{\"steps\": [\n  {\"step\": \"advance\"}\n]}",
      message: "bad.json:2:3: steps[0]: expected a member \"by\", but found an object without it."),
    Malformed(
      label: "missing \"steps\"",
      text: "{\"name\": \"no steps\"}",
      message: "bad.json:1:1: script: expected a member \"steps\", but found an object without it."),
    Malformed(
      label: "truncated file",
      text: "{\"steps\": [\n  {\"step\": \"fill\"",
      message: "bad.json:2:18: steps[0]: not valid JSON: expected ',' or '}', but found the end of the file."),
    Malformed(
      label: "unknown error code 42",
      text: "{\"steps\": [{\"step\": \"fail\", \"error\": 42}]}",
      message: "bad.json:1:38: steps[0].error: expected \(errorCodeExpectation), but found the number 42."),
    Malformed(
      label: "unknown error name",
      text: "{\"steps\": [{\"step\": \"fail\", \"error\": \"noSuchError\"}]}",
      message:
        "bad.json:1:38: steps[0].error: expected \(errorCodeExpectation), but found the string \"noSuchError\"."
    ),
    Malformed(
      label: "fail without an error",
      text: "{\"steps\": [{\"step\": \"fail\"}]}",
      message: "bad.json:1:12: steps[0]: expected a member \"error\", but found an object without it."),
    Malformed(
      label: "unknown top-level member",
      text: "{\n  \"steps\": [],\n  \"speed\": 2\n}",
      message:
        "bad.json:3:3: script.speed: expected one of the members \"name\", \"seed\", \"device\", \"inventory\", \"interstitial\", \"consent\", \"appDefaults\", \"user\", \"presentations\", \"steps\", but found an unknown member \"speed\"; did you mean \"seed\"?"
    ),
    Malformed(
      label: "unknown consent answer",
      text: "{\"consent\": {\"answer\": \"denid\"}, \"steps\": []}",
      message:
        "bad.json:1:24: consent.answer: expected one of \"notRequired\", \"obtained\", \"denied\", \"updateFails\", \"formFails\", but found the string \"denid\"; did you mean \"denied\"?"
    ),
    Malformed(
      label: "unknown member in a step",
      text: "{\"steps\": [{\"step\": \"fill\", \"after\": 2, \"extra\": true}]}",
      message:
        "bad.json:1:41: steps[0].extra: expected one of the members \"step\", \"after\", \"adUnit\", but found an unknown member \"extra\"."
    ),
    Malformed(
      label: "not an object",
      text: "[1, 2]",
      message: "bad.json:1:1: script: expected an object, but found an array."),
    Malformed(
      label: "bad orientation",
      text: "{\"device\": {\"orientation\": \"sideways\"}, \"steps\": []}",
      message:
        "bad.json:1:28: device.orientation: expected one of \"portrait\", \"landscape\", but found the string \"sideways\"."
    ),
    Malformed(
      label: "bad idiom",
      text: "{\"device\": {\"idiom\": 7}, \"steps\": []}",
      message: "bad.json:1:22: device.idiom: expected one of \"phone\", \"pad\", but found the number 7."),
    Malformed(
      label: "trailing garbage",
      text: "{\"steps\": []}\n}",
      message: "bad.json:2:1: not valid JSON: expected the end of the file, but found '}'."),
    Malformed(
      label: "unterminated string at the end of a line",
      text: "{\"name\": \"abc\n\", \"steps\": []}",
      message:
        "bad.json:1:14: name: not valid JSON: expected a closing '\"' before the end of the line, but found the end of the line."
    ),
    Malformed(
      label: "unterminated string at the end of the file",
      text: "{\"name\": \"abc",
      message: "bad.json:1:14: name: not valid JSON: expected a closing '\"', but found the end of the file."),
    Malformed(
      label: "empty file",
      text: "",
      message: "bad.json:1:1: not valid JSON: expected a value, but found the end of the file."),
    Malformed(
      label: "fractional seed",
      text: "{\"steps\": [], \"seed\": 1.5}",
      message: "bad.json:1:23: seed: expected a whole number from 0 to 2147483647, but found the number 1.5."),
    Malformed(
      label: "steps not an array",
      text: "{\"steps\": {}}",
      message: "bad.json:1:11: steps: expected an array of steps, but found an object."),
    Malformed(
      label: "step not an object",
      text: "{\"steps\": [3]}",
      message:
        "bad.json:1:12: steps[0]: expected a step object such as {\"step\": \"advance\", \"by\": 30}, but found the number 3."
    ),
    Malformed(
      label: "step without a name",
      text: "{\"steps\": [{\"by\": 3}]}",
      message: "bad.json:1:12: steps[0]: expected a member \"step\" naming the step, but found an object without it."),
    Malformed(
      label: "inventory out of range",
      text: "{\"inventory\": {\"maximumRequiredSizes\": 0}, \"steps\": []}",
      message:
        "bad.json:1:40: inventory.maximumRequiredSizes: expected a whole number from 1 to 16, but found the number 0."
    ),
    Malformed(
      label: "misspelt literal",
      text: "{\"steps\": [tru]}",
      message: "bad.json:1:12: steps[0]: not valid JSON: expected true, but found 'tru'."),
    Malformed(
      label: "trailing comma",
      text: "{\"steps\": [1,]}",
      message: "bad.json:1:14: steps[1]: not valid JSON: expected another element after ',', but found ']'."),
    Malformed(
      label: "missing colon",
      text: "{\"steps\" 1}",
      message: "bad.json:1:10: not valid JSON: expected ':' after \"steps\", but found '1'."),
    Malformed(
      label: "a lone minus sign",
      text: "{\"steps\": [-]}",
      message:
        "bad.json:1:12: steps[0]: not valid JSON: expected a number with digits after its minus sign, but found '-'."),
    Malformed(
      label: "non-ASCII text: columns count characters and the whole character is shown",
      text: "{\"name\": \"café\", \"steps\": [é]}",
      message: "bad.json:1:28: steps[0]: not valid JSON: expected a value, but found 'é'."),
    Malformed(
      label: "a raw control character",
      text: "{\"steps\": [\u{1}]}",
      message: "bad.json:1:12: steps[0]: not valid JSON: expected a value, but found the control character U+0001."),
  ]

  @Test(
    "A malformed script gives a LoadError naming the file, the line:column and what was expected", arguments: malformed)
  func malformedScript(_ example: Malformed) {
    #expect {
      try Script.decode(example.text, file: "bad.json")
    } throws: { error in
      guard let error = error as? Script.LoadError else { return false }
      #expect(error.description == example.message)
      return true
    }
  }

  @Test("Script.load(contentsOf:) reads a real file from disk")
  func loadsFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScriptJSONTests-\(UUID().uuidString).json")
    try Data(Self.fullScript.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let script = try Script.load(contentsOf: url)
    #expect(script == Self.fullExpected)
  }

  @Test("A malformed file on disk is reported with its path")
  func malformedFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScriptJSONTests-\(UUID().uuidString).json")
    try Data("{\n  \"steps\": [\n    {\"step\": \"rotate\", \"to\": \"up\"}\n  ]\n}\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(
      throws: Script.LoadError.invalid(
        file: url.path, line: 3, column: 30, path: "steps[0].to",
        expected: "one of \"portrait\", \"landscape\"", found: "the string \"up\"")
    ) {
      try Script.load(contentsOf: url)
    }
    do {
      _ = try Script.load(contentsOf: url)
    } catch {
      #expect(
        error.description
          == "\(url.path):3:30: steps[0].to: expected one of \"portrait\", \"landscape\", but found the string \"up\".")
    }
  }

  @Test("A file that does not exist is unreadable, and the message names it")
  func missingFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-script-\(UUID().uuidString).json")
    do {
      _ = try Script.load(contentsOf: url)
      Issue.record("loading a missing file succeeded")
    } catch {
      guard case .unreadable(let file, let reason) = error else {
        Issue.record("expected .unreadable, got \(error)")
        return
      }
      #expect(file == url.path)
      #expect(!reason.isEmpty)
      #expect(error.description == "\(url.path): cannot read the script: \(reason).")
      #expect(error.description.hasPrefix("\(url.path): cannot read the script: "))
    }
  }
}
