import Foundation
import JSONCorpus
import Testing

@testable import AdConformCommand

/// The malformed-baseline corpus: the same defects as the script corpus, in baseline
/// files, read by `Baseline.load` with the same JSON reader.
@Suite("The baseline corpus")
struct BaselineCorpusTests {
  static let rules = ["iad.banner.placed-at-edge", "iad.banner.hidden-after-failure"]
  static let clients = ["ArticleViewController", "BannerThatStaysUp"]

  static let templates: [Corpus.Template] = [
    Corpus.Template(
      name: "version",
      text: """
        {
          "version": @@,
          "deviations": []
        }
        """, member: "version", depth: 1),
    Corpus.Template(
      name: "reason",
      text: #"""
        {
          "version": 1,
          "deviations": [
            {"rule": "iad.banner.placed-at-edge", "client": "ArticleViewController", "reason": "Redesign ☕ im März", "expires": "2027-03-31"},
            {"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "reason": @@, "expires": "2027-03-31"}
          ]
        }
        """#, member: "deviations[1].reason", depth: 3),
    Corpus.Template(
      name: "entry",
      text: #"""
        {
          "version": 1,
          "deviations": [
            {"rule": "iad.banner.placed-at-edge", "client": "ArticleViewController", "reason": "caf\u00e9", "expires": "2027-03-31"},
            @@
          ]
        }
        """#, member: "deviations[1]", depth: 2),
  ]

  static let valid = #"""
    {
      "version": 1,
      "deviations": [
        {"rule": "iad.banner.placed-at-edge", "client": "ArticleViewController", "reason": "Redesign ☕ \"soon\"", "expires": "2027-03-31"},
        {"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "reason": "Known", "expires": "2027-01-31"}
      ]
    }
    """#

  /// A baseline whose second entry is `entry`.
  static func baseline(_ entry: String) -> String {
    """
    {
      "version": 1,
      "deviations": [
        {"rule": "iad.banner.placed-at-edge", "client": "ArticleViewController", "reason": "März", "expires": "2027-03-31"},
        \(entry)
      ]
    }
    """
  }

  static let schemaCases: [CorpusFile] = [
    Corpus.rejected(
      "baseline-version-true", "{\n  \"version\": @@true,\n  \"deviations\": []\n}", member: "version",
      expected: "the number 1", found: "but found true."),
    Corpus.rejected(
      "baseline-version-2", "{\n  \"version\": @@2,\n  \"deviations\": []\n}", member: "version",
      expected: "the number 1", found: "the number 2"),
    Corpus.rejected(
      "baseline-version-as-string", "{\n  \"version\": @@\"1\",\n  \"deviations\": []\n}", member: "version",
      expected: "the number 1", found: #"the string "1""#),
    Corpus.rejected(
      "baseline-version-twice", "{\n  ^^\"version\": 1,\n  @@\"version\": 1,\n  \"deviations\": []\n}",
      member: "version", expected: "each member once in an object",
      found: #""version" a second time (the first is at {first})"#),
    Corpus.rejected(
      "baseline-as-array", "@@[\n  1\n]", member: nil, expected: #"a JSON object with "version" and "deviations""#,
      found: "an array"),
    Corpus.rejected(
      "baseline-without-version", "@@{\n  \"deviations\": []\n}", member: nil, expected: #"a member "version""#,
      found: "an object without it"),
    Corpus.rejected(
      "baseline-without-deviations", "@@{\n  \"version\": 1\n}", member: nil, expected: #"a member "deviations""#,
      found: "an object without it"),
    Corpus.rejected(
      "baseline-deviations-as-object", "{\n  \"version\": 1,\n  \"deviations\": @@{}\n}", member: "deviations",
      expected: "an array of objects", found: "an object"),
    Corpus.rejected(
      "baseline-entry-as-number", baseline("@@3"), member: "deviations[1]", expected: #"an object with "rule""#,
      found: "the number 3"),
    Corpus.rejected(
      "baseline-misspelt-field",
      baseline(
        #"{"rule": "iad.banner.placed-at-edge", "client": "BannerThatStaysUp", "reason": "x", @@"expiry": "2027-01-01"}"#
      ),
      member: "deviations[1].expiry", expected: #"only "rule", "client", "reason" and "expires""#,
      found: #""expiry"; did you mean "expires"?"#),
    Corpus.rejected(
      "baseline-misspelt-rule",
      baseline(
        #"{"rule": @@"banner.placed-at-egde", "client": "BannerThatStaysUp", "reason": "x", "expires": "2027-01-01"}"#),
      member: "deviations[1].rule", expected: "a rule id from 'adconform list'",
      found: #""banner.placed-at-egde"; did you mean "iad.banner.placed-at-edge"?"#),
    Corpus.rejected(
      "baseline-rule-with-zero-width-space",
      baseline(
        "{\"rule\": @@\"iad.banner.placed-at-edge\u{200B}\", \"client\": \"BannerThatStaysUp\", \"reason\": \"x\", \"expires\": \"2027-01-01\"}"
      ),
      member: "deviations[1].rule", expected: "a rule id from 'adconform list'",
      found: #""iad.banner.placed-at-edge\u{200B}"; did you mean "iad.banner.placed-at-edge"?"#),
    Corpus.rejected(
      "baseline-misspelt-client",
      baseline(
        #"{"rule": "iad.banner.placed-at-edge", "client": @@"ArticleViewControler", "reason": "x", "expires": "2027-01-01"}"#
      ),
      member: "deviations[1].client", expected: "a client name from 'adconform subjects'",
      found: #""ArticleViewControler"; did you mean "ArticleViewController"?"#),
    Corpus.rejected(
      "baseline-rule-of-a-megabyte",
      baseline(
        #"{"rule": @@""# + String(repeating: "r", count: 1 << 20)
          + #"", "client": "BannerThatStaysUp", "reason": "x", "expires": "2027-01-01"}"#),
      member: "deviations[1].rule", expected: "a rule id from 'adconform list'",
      found: "\"" + String(repeating: "r", count: 40) + "…\"."),
    Corpus.rejected(
      "baseline-empty-reason",
      baseline(
        #"{"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "reason": @@"", "expires": "2027-01-01"}"#
      ),
      member: "deviations[1].reason", expected: "a non-empty string", found: #"the string """#),
    Corpus.rejected(
      "baseline-reason-as-number",
      baseline(
        #"{"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "reason": @@5, "expires": "2027-01-01"}"#
      ),
      member: "deviations[1].reason", expected: "a non-empty string", found: "the number 5"),
    Corpus.rejected(
      "baseline-without-reason",
      baseline(
        #"@@{"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "expires": "2027-01-01"}"#),
      member: "deviations[1].reason", expected: "a non-empty string", found: #"no "reason" member"#),
    Corpus.rejected(
      "baseline-impossible-day",
      baseline(
        #"{"rule": "iad.banner.hidden-after-failure", "client": "BannerThatStaysUp", "reason": "x", "expires": @@"2027-02-30"}"#
      ),
      member: "deviations[1].expires", expected: "a real day as YYYY-MM-DD", found: #""2027-02-30""#),
    Corpus.rejected(
      "baseline-entry-twice",
      "{\n  \"version\": 1,\n  \"deviations\": [\n    ^^{\"rule\": \"iad.banner.placed-at-edge\", \"client\": \"BannerThatStaysUp\", \"reason\": \"x\", \"expires\": \"2027-01-01\"},\n    @@{\"rule\": \"iad.banner.placed-at-edge\", \"client\": \"BannerThatStaysUp\", \"reason\": \"y\", \"expires\": \"2027-02-01\"}\n  ]\n}",
      member: "deviations[1]", expected: "one entry per rule and client",
      found:
        "a second entry for iad.banner.placed-at-edge and BannerThatStaysUp (the first is deviations[0], at {first})"),
    Corpus.rejected(
      "baseline-field-twice",
      baseline(
        #"{"rule": "iad.banner.hidden-after-failure", ^^"client": "BannerThatStaysUp", @@"client": "ArticleViewController", "reason": "x", "expires": "2027-01-01"}"#
      ),
      member: "deviations[1].client", expected: "each member once in an object",
      found: #""client" a second time (the first is at {first})"#),
  ].flatMap { $0 }

  static var malformed: [CorpusFile] {
    Corpus.files(prefix: "baseline", templates: templates) + Corpus.wholeFiles(prefix: "baseline", valid: valid)
      + schemaCases
  }

  @Test("Every malformed baseline is rejected with its file:line:column, member, what was expected and what was found")
  func malformedBaselines() throws {
    let files = Self.malformed
    #expect(files.count >= 300)
    let folder = try Corpus.write(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      let path = folder.appendingPathComponent(file.name).path
      do {
        let baseline = try Baseline.load(path: path, rules: Self.rules, clients: Self.clients)
        Issue.record("\(file.name) was accepted, with \(baseline.deviations.count) deviations")
      } catch {
        let problems = file.rejection?.problems(with: error.description, path: path) ?? []
        #expect(problems.isEmpty, "\(file.name): \(problems.joined(separator: "; ")): \(error.description)")
        #expect(error.description.hasPrefix("baseline \(path):"), "\(file.name): \(error.description)")
      }
    }
  }

  @Test(
    "Valid baselines load: Windows line ends, a byte order mark, every escape, non-ASCII reasons",
    arguments: [
      ("pretty", Array(valid.utf8)),
      ("windows", Array(valid.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
      ("byte order mark", [0xEF, 0xBB, 0xBF] + Array(valid.utf8)),
      ("one line", Array(Corpus.lay(valid, .oneLine).utf8)),
    ])
  func validBaselines(name: String, bytes: [UInt8]) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let baseline = try Baseline.load(path: path, rules: Self.rules, clients: Self.clients)
    #expect(baseline.deviations.map(\.reason) == ["Redesign ☕ \"soon\"", "Known"], "\(name)")
  }

  @Test("Escapes in a reason, Python's ASCII-only output among them, read as the characters they stand for")
  func escapes() throws {
    let text =
      #"{"version": 1, "deviations": [{"rule": "iad.banner.placed-at-edge", "client": "ArticleViewController", "reason": "Caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t", "expires": "2027-03-31"}]}"#
    let path = try BaselineTests.file(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let baseline = try Baseline.load(path: path, rules: Self.rules, clients: Self.clients)
    #expect(baseline.deviations.first?.reason == "Café 😀 \"q\" \\ / \u{8}\u{C}\n\r\t")
  }

  @Test("A folder given as the baseline is unreadable, in plain words")
  func folder() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = await AdConformCommand.run(["check", "--baseline", folder.path])
    #expect(result.status == 2)
    #expect(
      result.standardError == """
        adconform: error: cannot read the baseline '\(folder.path)': it is a folder, not a file. \
        Write one as the article The CI gate and the baseline shows, or leave out --baseline.

        """)
  }

  @Test("The command prints a baseline's syntax error with its place and exits 2")
  func commandSyntaxError() async throws {
    let path = try BaselineTests.file(
      "{\n  \"version\": 1,\n  \"deviations\": [\n    {\"rule\": \"iad.banner.placed-at-edge\",}\n  ]\n}\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(["check", "--baseline", path])
    #expect(result.status == 2)
    #expect(
      result.standardError == """
        adconform: error: baseline \(path):4:42: deviations[0]: not valid JSON: expected another member name in double \
        quotes after ',', but found '}'.

        """)
  }
}
