import AdConformCommand
import AdContracts
import ExampleSubjects
import Foundation
import Testing

@Suite("The adconform command")
struct AdConformCommandTests {
  @Test("The default run exits 0 on the bundled clients and closes with the counts")
  func defaultRun() async {
    let result = await AdConformCommand.run([])
    #expect(result.status == 0, "\(result.standardOutput)")
    let cells = Fixtures.all.map { Catalogue.rules(for: $0.subject.kind).count }.reduce(0, +)
    #expect(result.standardOutput.hasSuffix("\(cells) passed, 0 failed\n"))
    #expect(result.standardOutput.contains("ArticleViewController"))
    #expect(result.standardError.isEmpty)
  }

  @Test("list --format json prints every rule with id, kind, severity, title, guide and whether it is a monitor")
  func listJSON() async throws {
    let result = await AdConformCommand.run(["list", "--format", "json"])
    #expect(result.status == 0)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(objects.map { $0["monitor"] as? Bool } == Catalogue.all.map(\.isMonitor))
    #expect(objects.map { $0["judgesAnyRun"] as? Bool } == Catalogue.all.map(\.isMonitor))
    #expect(Catalogue.all.filter { !$0.isMonitor }.isEmpty, "every bundled rule judges any run")
    let rules = objects.map { $0.compactMapValues { $0 as? String } }
    #expect(rules.map { $0["id"] } == Catalogue.all.map(\.id))
    for rule in rules {
      for field in ["id", "kind", "severity", "title", "guide"] {
        #expect(rule[field]?.isEmpty == false, "\(rule["id"] ?? "?") lacks \(field)")
      }
    }
  }

  @Test(
    "list --format json grades each rule by the guide's word",
    arguments: [
      ("iad.banner.detached-when-unused", "SHOULD"),
      ("iad.banner.hidden-after-failure", "MUST"),
      ("iad.banner.releases-memory-on-warning", "MUST"),
      ("gma.app-open.reloads-after-dismiss", "SHOULD"),
    ])
  func listJSONGrades(_ id: String, _ severity: String) async throws {
    let result = await AdConformCommand.run(["list", "--format", "json"])
    let rules = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let rule = try #require(rules.first { $0["id"] as? String == id })
    #expect(rule["severity"] as? String == severity)
  }

  @Test("check --subject NAME --format json prints each rule's status for that client", arguments: Fixtures.all)
  func checkJSON(_ fixture: Fixture) async throws {
    let result = await AdConformCommand.run(["check", "--subject", fixture.subject.name, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.count == Catalogue.rules(for: fixture.subject.kind).count)
    for entry in results {
      #expect(entry["subject"] as? String == fixture.subject.name)
      let id = try #require(entry["rule"] as? String)
      let status = try #require(entry["status"] as? String)
      #expect(fixture.violates.contains(id) == (status == "fail" || status == "warn"), "\(id): \(status)")
    }
    let breaksMust = fixture.violates.contains { Catalogue.rule(withID: $0)?.severity == .must }
    #expect(result.status == (breaksMust ? 1 : 0))
  }

  @Test("A SHOULD failure warns, and fails the gate only under --strict")
  func strictGate() async throws {
    let fixture = try #require(
      Fixtures.faulty.first { fixture in
        fixture.violates.allSatisfy { Catalogue.rule(withID: $0)?.severity == .should }
      })
    let lenient = await AdConformCommand.run(["check", "--subject", fixture.subject.name])
    let strict = await AdConformCommand.run(["check", "--subject", fixture.subject.name, "--strict"])
    #expect(lenient.status == 0)
    #expect(strict.status == 1)
    #expect(lenient.standardOutput.contains("⚠"))
  }

  @Test("An unknown flag exits 2 with the message on stderr")
  func unknownFlag() async {
    let result = await AdConformCommand.run(["check", "--frobnicate"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "adconform: error: unknown option '--frobnicate' for 'check'.\nRun 'adconform --help' for usage.\n")
  }

  @Test(
    "A filter that matches nothing exits 3",
    arguments: [
      ["check", "--rule", "rewarded."],
      ["check", "--subject", "NoSuchClient"],
      ["--rule", "banner.no-such-rule"],
    ])
  func nothingMatched(_ arguments: [String]) async {
    let result = await AdConformCommand.run(arguments)
    #expect(result.status == 3)
    #expect(result.standardError.hasPrefix("adconform: no "))
  }

  @Test("explain works for every rule id", arguments: Catalogue.all)
  func explain(_ rule: Rule) async {
    let result = await AdConformCommand.run(["explain", rule.id])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "\(rule.id) (\(rule.severity.rawValue), \(rule.kind.rawValue))\n"))
    #expect(result.standardOutput.contains("Guide: \"\(rule.guide)\"."))
    #expect(
      result.standardOutput.contains(
        "Grade: \(rule.severity.rawValue), from the guide's word \(rule.basis.wordText) in \"\(rule.basis.section)\": \(rule.basis.sentence)"
      ))
    #expect(result.standardOutput.contains("To fix: \(rule.fix)"))
    let faulty = Fixtures.faulty.filter { $0.violates.contains(rule.id) }
    // Each example is named with the file that holds it, a file that is there.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for fixture in faulty {
      let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("\(fixture.subject.name) (") }
      let path = line.flatMap { $0.firstMatch(of: #/ \((Fixtures/[^)]+\.swift)\) breaks it: /#) }.map { String($0.1) }
      #expect(
        path.map { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) } == true,
        "\(fixture.subject.name): \(line ?? "no line")")
      #expect(result.standardOutput.contains("Timeline (virtual time):"))
    }
  }

  @Test("explain suggests the closest id for a typo")
  func explainTypo() async {
    let result = await AdConformCommand.run(["explain", "banner.hiden-after-failure"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("did you mean 'iad.banner.hidden-after-failure'?"))
  }

  @Test("--output writes the document to the file")
  func output() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("adconform-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(["list", "--format", "json", "--output", path])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("\"iad.banner.hidden-until-loaded\""))
  }

  @Test("--output into a folder that does not exist fails the write with exit 1, naming the path")
  func badOutput() async {
    let result = await AdConformCommand.run(["list", "--output", "/no/such/dir/out.txt"])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        "adconform: error: expected to write the report to '/no/such/dir/out.txt', but the folder '/no/such/dir' does not exist;"
      ))
  }
}
