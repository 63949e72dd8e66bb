import AdSimulation
import Foundation
import JSONCorpus
import Testing

/// The malformed-script corpus: generated here, written to a temporary folder, and read
/// back with `Script.load(contentsOf:)`, so nothing in it can go stale.
@Suite("The script corpus")
struct ScriptCorpusTests {
  /// Valid scripts with a hole where each defect of the corpus goes.
  static let templates: [Corpus.Template] = [
    Corpus.Template(
      name: "name",
      text: #"""
        {
          "name": @@,
          "steps": [
            {"step": "fill", "adUnit": "ünit-☕-名"},
            {"step": "advance", "by": 30}
          ]
        }
        """#, member: "name", depth: 1),
    Corpus.Template(
      name: "by",
      text: #"""
        {
          "name": "Café ☕ 名前",
          "steps": [
            {"step": "fill", "adUnit": "ünit-☕-名"},
            {"step": "advance", "by": @@}
          ]
        }
        """#, member: "steps[1].by", depth: 3),
    Corpus.Template(
      name: "element",
      text: #"""
        {
          "name": "tab\tand caf\u00e9",
          "steps": [
            {"step": "fill"},
            @@
          ]
        }
        """#, member: "steps[1]", depth: 2),
    Corpus.Template(
      name: "orientation",
      text: #"""
        {
          "device": {"idiom": "pad", "orientation": @@},
          "steps": []
        }
        """#, member: "device.orientation", depth: 2),
  ]

  /// A valid script the whole-file cases are made from.
  static let valid = #"""
    {
      "name": "Café ☕ \"quoted\"",
      "seed": 3,
      "device": {"idiom": "pad", "orientation": "landscape"},
      "steps": [
        {"step": "fill", "after": 2.5, "adUnit": "ünit/名"},
        {"step": "fail", "error": "inventoryUnavailable"},
        {"step": "tap", "willLeave": false},
        {"step": "advance", "by": 30}
      ]
    }
    """#

  /// A script whose second step is `step`.
  static func script(_ step: String) -> String {
    """
    {
      "name": "Café ☕ 名前",
      "seed": 3,
      "steps": [
        {"step": "fill", "adUnit": "ünit-☕"},
        \(step)
      ]
    }
    """
  }

  static let stepList = #"one of "fill", "fail", "advance", "tap", "close""#
  static let adError = "an ADError code from 0 to 10 or one of its names"

  /// Well-formed JSON that is not a script: each error names the member and, for a near
  /// miss, the name meant.
  static let schemaCases: [CorpusFile] =
    [
      Corpus.rejected(
        "script-unknown-step", script(#"{"step": @@"jump"}"#), member: "steps[1].step", expected: stepList,
        found: #"the string "jump"."#),
      Corpus.rejected(
        "script-misspelt-step", script(#"{"step": @@"advanse", "by": 3}"#), member: "steps[1].step", expected: stepList,
        found: #"the string "advanse"; did you mean "advance"?"#),
      Corpus.rejected(
        "script-capitalised-step", script(#"{"step": @@"Fill"}"#), member: "steps[1].step", expected: stepList,
        found: #"did you mean "fill"?"#),
      Corpus.rejected(
        "script-step-with-zero-width-space", script("{\"step\": @@\"fill\u{200B}\"}"), member: "steps[1].step",
        expected: stepList, found: #"the string "fill\u{200B}"; did you mean "fill"?"#),
      Corpus.rejected(
        "script-step-with-delete", script("{\"step\": @@\"fill\u{7F}\"}"), member: "steps[1].step", expected: stepList,
        found: #"the string "fill\u{7F}"; did you mean "fill"?"#),
      Corpus.rejected(
        "script-step-with-no-break-space", script("{\"step\": @@\"\u{A0}close\"}"), member: "steps[1].step",
        expected: stepList, found: #"the string "\u{A0}close"; did you mean "close"?"#),
      Corpus.rejected(
        "script-misspelt-expire", script(#"{"step": @@"expires"}"#), member: "steps[1].step", expected: stepList,
        found: #"did you mean "expire"?"#),
      Corpus.rejected(
        "script-step-name-of-a-megabyte", script(#"{"step": @@""# + String(repeating: "a", count: 1 << 20) + #""}"#),
        member: "steps[1].step", expected: stepList, found: "\"" + String(repeating: "a", count: 40) + "…\"."),
      Corpus.rejected(
        "script-misspelt-error-name", script(#"{"step": "fail", "error": @@"inventoryUnavailabel"}"#),
        member: "steps[1].error", expected: adError, found: #"did you mean "inventoryUnavailable"?"#),
      Corpus.rejected(
        "script-misspelt-google-error", script(#"{"step": "fail", "adUnit": "unit", "error": @@"noFil"}"#),
        member: "steps[1].error", expected: "a Google Mobile Ads error code", found: #"did you mean "noFill"?"#),
      Corpus.rejected(
        "script-error-code-out-of-range", script(#"{"step": "fail", "error": @@42}"#), member: "steps[1].error",
        expected: adError, found: "the number 42."),
      Corpus.rejected(
        "script-error-of-wrong-type", script(#"{"step": "fail", "error": @@true}"#), member: "steps[1].error",
        expected: adError, found: "but found true."),
      Corpus.rejected(
        "script-duration-as-string", script(#"{"step": "advance", "by": @@"30"}"#), member: "steps[1].by",
        expected: "a duration in seconds", found: #"the string "30""#),
      Corpus.rejected(
        "script-negative-duration", script(#"{"step": "advance", "by": @@-5}"#), member: "steps[1].by",
        expected: "a duration in seconds", found: "the number -5"),
      Corpus.rejected(
        "script-will-leave-as-string", script(#"{"step": "tap", "willLeave": @@"yes"}"#), member: "steps[1].willLeave",
        expected: "true or false", found: #"the string "yes""#),
      Corpus.rejected(
        "script-unknown-orientation", script(#"{"step": "rotate", "to": @@"up"}"#), member: "steps[1].to",
        expected: #"one of "portrait", "landscape""#, found: #"the string "up""#),
      Corpus.rejected(
        "script-step-without-name", script(#"@@{"by": 3}"#), member: "steps[1]",
        expected: #"a member "step" naming the step"#, found: "an object without it"),
      Corpus.rejected(
        "script-advance-without-by", script(#"@@{"step": "advance"}"#), member: "steps[1]",
        expected: #"a member "by""#, found: "an object without it"),
      Corpus.rejected(
        "script-misspelt-member", script(#"{"step": "fill", @@"aftr": 2}"#), member: "steps[1].aftr",
        expected: #"one of the members "step", "after", "adUnit""#, found: #"did you mean "after"?"#),
      Corpus.rejected(
        "script-member-with-zero-width-space", script("{\"step\": \"fill\", @@\"after\u{200B}\": 2}"),
        member: #"steps[1].after\u{200B}"#, expected: "one of the members",
        found: #"an unknown member "after\u{200B}"; did you mean "after"?"#),
      Corpus.rejected(
        "script-step-as-number", script("@@3"), member: "steps[1]", expected: "a step object", found: "the number 3"),
      Corpus.rejected(
        "script-step-as-string", script(#"@@"fill""#), member: "steps[1]", expected: "a step object",
        found: #"the string "fill""#),
      Corpus.rejected(
        "script-ad-unit-as-number", script(#"{"step": "fill", "adUnit": @@1}"#), member: "steps[1].adUnit",
        expected: "a string", found: "the number 1"),
      Corpus.rejected(
        "script-step-named-twice", script(#"{^^"step": "fill", @@"step": "close"}"#), member: "steps[1].step",
        expected: "each member once in an object", found: #""step" a second time (the first is at {first})"#),
      Corpus.rejected(
        "script-misspelt-top-level-member", "{\n  @@\"stepz\": []\n}", member: "script.stepz",
        expected: "one of the members", found: #"did you mean "steps"?"#),
      Corpus.rejected(
        "script-without-steps", "@@{\n  \"name\": \"x\"\n}", member: "script", expected: #"a member "steps""#,
        found: "an object without it"),
      Corpus.rejected("script-as-array", "@@[\n  {}\n]", member: "script", expected: "an object", found: "an array"),
      Corpus.rejected(
        "script-fractional-seed", "{\n  \"seed\": @@1.5,\n  \"steps\": []\n}", member: "seed",
        expected: "a whole number from 0 to 2147483647", found: "the number 1.5"),
      Corpus.rejected(
        "script-negative-seed", "{\n  \"seed\": @@-1,\n  \"steps\": []\n}", member: "seed",
        expected: "a whole number from 0 to 2147483647", found: "the number -1"),
      Corpus.rejected(
        "script-steps-as-object", "{\n  \"steps\": @@{}\n}", member: "steps", expected: "an array of steps",
        found: "an object"),
      Corpus.rejected(
        "script-steps-named-twice", "{\n  ^^\"steps\": [],\n  @@\"steps\": []\n}", member: "steps",
        expected: "each member once in an object", found: #""steps" a second time (the first is at {first})"#),
      Corpus.rejected(
        "script-unknown-device-orientation", "{\n  \"device\": {\"orientation\": @@\"sideways\"},\n  \"steps\": []\n}",
        member: "device.orientation", expected: #"one of "portrait", "landscape""#, found: #"the string "sideways""#),
      Corpus.rejected(
        "script-idiom-as-number", "{\n  \"device\": {\"idiom\": @@7},\n  \"steps\": []\n}", member: "device.idiom",
        expected: #"one of "phone", "pad""#, found: "the number 7"),
      Corpus.rejected(
        "script-misspelt-device-member", "{\n  \"device\": {@@\"idoim\": \"pad\"},\n  \"steps\": []\n}",
        member: "device.idoim", expected: "one of the members", found: #"did you mean "idiom"?"#),
      Corpus.rejected(
        "script-no-sizes", "{\n  \"inventory\": {\"maximumRequiredSizes\": @@0},\n  \"steps\": []\n}",
        member: "inventory.maximumRequiredSizes", expected: "a whole number from 1 to 16", found: "the number 0"),
      Corpus.rejected(
        "script-short-expiry", "{\n  \"interstitial\": {\"expiresAfter\": @@100},\n  \"steps\": []\n}",
        member: "interstitial.expiresAfter", expected: "a duration in seconds from 300 to 900", found: "the number 100"),
      Corpus.rejected(
        "script-name-as-number", "{\n  \"name\": @@5,\n  \"steps\": []\n}", member: "name", expected: "a string",
        found: "the number 5"),
      Corpus.rejected(
        "script-nested-512-deep-in-steps",
        "{\"steps\": [@@" + String(repeating: "[", count: 510) + String(repeating: "]", count: 511) + "}",
        member: "steps[0]", expected: "a step object", found: "an array"),
    ].flatMap { $0 }
    + Corpus.rejected(
      "script-unterminated-name", "{\n  \"name\": \"abc@@\n  \"steps\": []\n}", member: "name",
      expected: "a closing '\"' before the end of the line", found: "the end of the line", layouts: [.pretty, .crlf])

  /// A one-line script of at least a megabyte whose last step is followed by a comma.
  static let longLineWithLateError: CorpusFile = {
    let steps = Array(repeating: #"{"step":"advance","by":1.5}"#, count: 40_000)
    return Corpus.rejected(
      "script-megabyte-line-trailing-comma",
      marked: Array((#"{"steps":["# + steps.joined(separator: ",") + ",@@]}").utf8),
      member: "steps[40000]", expected: "another element after ','", found: "']'")
  }()

  static var malformed: [CorpusFile] {
    Corpus.files(prefix: "script", templates: templates) + Corpus.wholeFiles(prefix: "script", valid: valid)
      + schemaCases + [longLineWithLateError]
  }

  @Test("Every malformed script is rejected with its file:line:column, member, what was expected and what was found")
  func malformedScripts() throws {
    let files = Self.malformed
    #expect(files.count >= 300)
    let folder = try Corpus.write(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      let url = folder.appendingPathComponent(file.name)
      do {
        let script = try Script.load(contentsOf: url)
        Issue.record("\(file.name) was accepted, with \(script.steps.count) steps")
      } catch {
        let problems = file.rejection?.problems(with: error.description, path: url.path) ?? []
        #expect(problems.isEmpty, "\(file.name): \(problems.joined(separator: "; ")): \(error.description)")
      }
    }
  }
}
