import AdSimulation
import Foundation
import JSONCorpus
import Testing

/// Valid JSON that the reader once rejected, or might: every case is written to a file,
/// loaded, and compared with the script it must give.
@Suite("Valid script edge cases")
struct ValidScriptTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var script: Script
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ script: Script) {
      self.init(name, Array(text.utf8), script)
    }

    init(_ name: String, _ bytes: [UInt8], _ script: Script) {
      self.name = name
      self.bytes = bytes
      self.script = script
    }
  }

  static let pretty = #"""
    {
      "name": "Café ☕",
      "seed": 3,
      "device": {"idiom": "pad", "orientation": "landscape"},
      "steps": [
        {"step": "fill", "after": 2.5, "adUnit": "ünit/名"},
        {"step": "tap", "willLeave": false}
      ]
    }
    """#
  static let prettyScript = Script(
    name: "Café ☕", seed: 3, device: Device(idiom: .pad, orientation: .landscape),
    steps: [.respond(.fill(after: .milliseconds(2_500), adUnit: "ünit/名")), .tap(willLeave: false)])

  static func named(_ name: String, _ steps: [Script.Step] = []) -> Script {
    Script(name: name, steps: steps)
  }

  static let hundredThousandSteps = Case(
    "100000 steps on one line",
    #"{"steps":["# + Array(repeating: #"{"step":"advance","by":1}"#, count: 100_000).joined(separator: ",") + "]}",
    Script(steps: Array(repeating: .advance(.seconds(1)), count: 100_000)))

  static let cases: [Case] = [
    Case(
      "every escape",
      #"{"name": "q\" b\\ s\/ \b\f\n\r\t \u00e9\u00E9 \ud83d\ude00 \uD83D\uDE00 \u0000 end", "steps": []}"#,
      named("q\" b\\ s/ \u{8}\u{C}\n\r\t éé 😀 😀 \u{0} end")),
    Case(
      "Python's json.dump with ensure_ascii",
      #"{"name": "Caf\u00e9 \u2615 \u5e83\u544a", "seed": 2, "steps": [{"step": "fill", "adUnit": "\u00fcnit-\ud83d\ude00"}]}"#,
      Script(name: "Café ☕ 広告", seed: 2, steps: [.respond(.fill(adUnit: "ünit-😀"))])),
    Case(
      "raw non-ASCII names", #"{"name": "Café ☕ 広告 😀", "steps": [{"step": "fill", "adUnit": "ünit-😀"}]}"#,
      Script(name: "Café ☕ 広告 😀", steps: [.respond(.fill(adUnit: "ünit-😀"))])),
    Case("pretty", pretty, prettyScript),
    Case("Windows line ends", pretty.replacingOccurrences(of: "\n", with: "\r\n"), prettyScript),
    Case("old Mac line ends", pretty.replacingOccurrences(of: "\n", with: "\r"), prettyScript),
    Case("tabs for indentation", pretty.replacingOccurrences(of: "  ", with: "\t"), prettyScript),
    Case("UTF-8 byte order mark", [0xEF, 0xBB, 0xBF] + Array(pretty.utf8), prettyScript),
    Case("whitespace everywhere", " {\t\"steps\"\r\n:\n[ ] \t}\n\n", Script()),
    Case(
      "invisible characters in a name", "{\"name\": \"a\u{200B}b\u{7F}c\u{A0}d\u{2028}e\", \"steps\": []}",
      named("a\u{200B}b\u{7F}c\u{A0}d\u{2028}e")),
    Case(
      "numbers in every form",
      #"{"seed": 2147483647, "steps": [{"step": "advance", "by": -0}, {"step": "advance", "by": 1E+2}, {"step": "advance", "by": 2.5e0}, {"step": "advance", "by": 1e-400}, {"step": "advance", "by": 0.1}, {"step": "advance", "by": 30.0000000000000000001}, {"step": "advance", "by": 1234567.123456789}]}"#,
      Script(
        seed: 2_147_483_647,
        steps: [
          .advance(.zero), .advance(.seconds(100)), .advance(.milliseconds(2_500)), .advance(.zero),
          .advance(.milliseconds(100)), .advance(.seconds(30)), .advance(.milliseconds(1_234_567_123)),
        ])),
    Case(
      "escaped member names and step names", #"{"st\u0065ps": [{"\u0073tep": "\u0063lose"}]}"#,
      Script(steps: [.closeAd])),
    Case("an empty string as a name", #"{"name": "", "steps": []}"#, named("")),
    hundredThousandSteps,
  ]

  @Test("Every valid edge case loads from its file as the script it spells", arguments: cases)
  func loads(_ example: Case) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("valid-\(UUID().uuidString).json")
    try Data(example.bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Script.load(contentsOf: url) == example.script)
  }

  @Test("Bytes decode as text does, and a name's escapes turn into the characters they stand for")
  func bytesAndText() throws {
    #expect(try Script.decode(Data(Self.pretty.utf8), file: "pretty.json") == Self.prettyScript)
    #expect(try Script.decode(Self.pretty, file: "pretty.json") == Self.prettyScript)
  }

  @Test("A missing file and a folder are unreadable, with the path and the reason in plain words")
  func unreadable() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json")
    #expect(throws: Script.LoadError.unreadable(file: missing.path, reason: "no such file")) {
      try Script.load(contentsOf: missing)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString).json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try Script.load(contentsOf: folder)
      Issue.record("a folder loaded as a script")
    } catch {
      #expect(error.description == "\(folder.path): cannot read the script: it is a folder, not a file.")
    }
  }

  @Test("A file this user may not read is unreadable with permission denied")
  func permission() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString).json")
    try Data(#"{"steps": []}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    // The superuser reads any file, so there the system's refusal is checked by its number alone.
    if !FileManager.default.isReadableFile(atPath: url.path) {
      #expect(
        throws: Script.LoadError.unreadable(file: url.path, reason: SourceFile.Unreadable.permissionDenied.description)
      ) {
        try Script.load(contentsOf: url)
      }
    }
    #expect(SourceFile.Unreadable(errorNumber: EACCES) == .permissionDenied)
    #expect(SourceFile.Unreadable(errorNumber: ENOENT).description == "no such file")
    #expect(SourceFile.Unreadable(errorNumber: EISDIR).description == "it is a folder, not a file")
    #expect(
      SourceFile.Unreadable(errorNumber: EACCES).description == "permission denied (this user may not read the file)")
    #expect(SourceFile.Unreadable(errorNumber: EIO).description == "input/output error")
  }
}
