import AdConformCommand
import AdSimulation
import Foundation
import Testing

@Suite("adconform explore")
struct ExploreTests {
  @Test("The same settings write the same JSON, byte for byte, with each finding's shrunk script")
  func sameBytes() async throws {
    let arguments = [
      "explore", "--subject", "NeverPausesForAds", "--scenarios", "40", "--seed", "9", "--format", "json",
    ]
    let first = await AdConformCommand.run(arguments)
    let second = await AdConformCommand.run(arguments)
    // Its one finding breaks a SHOULD rule: a warning, exit 0.
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
    #expect(document["scenariosPlayed"] as? Int == 40)
    #expect((document["monitors"] as? [String])?.contains("iad.banner.pauses-when-covered") == true)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["iad.banner.pauses-when-covered"])
    let script = try Script.decode(try #require(findings.first?["script"] as? String))
    #expect(script.steps.count <= 5)
    #expect(script.steps.contains(.tap(willLeave: false)))
  }

  @Test("A conforming client gets no finding and exit 0; JUnit has a test case for each monitor")
  func conforming() async {
    let text = await AdConformCommand.run(["explore", "--subject", "ArticleViewController", "--scenarios", "30"])
    #expect(text.status == 0)
    #expect(text.standardOutput.hasSuffix("No rule broken in 30 scenarios.\n"))
    let junit = await AdConformCommand.run(
      ["explore", "--subject", "ArticleViewController", "--scenarios", "30", "--format", "junit"])
    #expect(junit.status == 0)
    for rule in ["iad.banner.hidden-until-loaded", "iad.banner.pauses-when-covered", "iad.banner.kept-during-action"] {
      #expect(junit.standardOutput.contains(#"name="\#(rule)" />"#))
    }
    #expect(junit.standardOutput.contains(#"failures="0""#))
  }

  @Test("Shards of one exploration find, merged, what the whole finds")
  func shards() async throws {
    let whole = await AdConformCommand.run(
      ["explore", "--subject", "NeverPausesForAds", "--scenarios", "12", "--format", "json"])
    var played = 0
    for index in 1...3 {
      let part = await AdConformCommand.run(
        ["explore", "--subject", "NeverPausesForAds", "--scenarios", "12", "--shard", "\(index)/3", "--format", "json"])
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(part.standardOutput.utf8)) as? [String: Any])
      played += document["scenariosPlayed"] as? Int ?? 0
    }
    #expect(played == 12)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])
    #expect((document["findings"] as? [Any])?.isEmpty == false)
  }

  @Test("A shrunk script replays its finding: play names the rule, and exits 1 under --strict for a SHOULD rule")
  func replay() async throws {
    let explored = await AdConformCommand.run(
      ["explore", "--subject", "NeverPausesForAds", "--scenarios", "40", "--seed", "9", "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(explored.standardOutput.utf8)) as? [String: Any])
    let script = try #require((document["findings"] as? [[String: Any]])?.first?["script"] as? String)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("explore-replay-\(UUID()).json")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let played = await AdConformCommand.run(["play", file.path, "--subject", "NeverPausesForAds", "--strict"])
    #expect(played.status == 1)
    #expect(
      played.standardOutput.contains(
        "⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n  Expected the activities paused"))
    let clean = await AdConformCommand.run(["play", file.path, "--subject", "ArticleViewController"])
    #expect(clean.status == 0)
    #expect(!clean.standardOutput.contains("✘") && !clean.standardOutput.contains("⚠"))
  }

  @Test(
    "Mistakes are usage errors that quote the bad value",
    arguments: [
      (["explore"], "exactly one --subject NAME"),
      (["explore", "--subject", "ArticleViewController", "--shard", "0/3"], "'0/3'"),
      (["explore", "--subject", "ArticleViewController", "--shard", "two"], "'two'"),
      (["explore", "--subject", "ArticleViewController", "--scenarios", "0"], "'0'"),
      (["run", "--format", "markdown"], "'markdown'"),
      (["check", "--shard", "4/3"], "'4/3'"),
    ])
  func mistakes(_ arguments: [String], _ quoted: String) async {
    let result = await AdConformCommand.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardError.contains(quoted), "\(result.standardError)")
  }

  @Test("check --shard I/N splits the rule runs: the shards together run each once")
  func checkShards() async throws {
    var cases: [String] = []
    for index in 1...3 {
      let part = await AdConformCommand.run(
        ["check", "--subject", "ArticleViewController", "--shard", "\(index)/3", "--format", "json"])
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(part.standardOutput.utf8)) as? [String: Any])
      cases += (document["results"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }
    let whole = await AdConformCommand.run(["check", "--subject", "ArticleViewController", "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])
    let all = (document["results"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    #expect(cases.sorted() == all.sorted())
    #expect(all.count == 20)
  }
}

/// `--scripts DIR` keeps each finding's shrunk script as a file `play` reads.
@Suite("adconform explore --scripts")
struct ExploreScriptsTests {
  @Test(
    "Each finding's script is written to DIR/SUBJECT.RULE.json, the folder made; play of it names the rule and exits 1")
  func written() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adconform-scripts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inside = folder.appendingPathComponent("kept").path
    let explored = await AdConformCommand.run(
      ["explore", "--subject", "GameKeepsSpentAds", "--scenarios", "20", "--scripts", inside, "--format", "json"])
    #expect(explored.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(explored.standardOutput.utf8)) as? [String: Any])
    let finding = try #require((document["findings"] as? [[String: Any]])?.first)
    let file = inside + "/GameKeepsSpentAds.iad.interstitial.released-after-unload.json"
    #expect(finding["scriptFile"] as? String == file)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written == finding["script"] as? String)
    let played = await AdConformCommand.run(["play", file, "--subject", "GameKeepsSpentAds"])
    #expect(played.status == 1)
    #expect(played.standardOutput.contains("iad.interstitial.released-after-unload"))
    let text = await AdConformCommand.run(
      ["explore", "--subject", "GameKeepsSpentAds", "--scenarios", "20", "--scripts", inside])
    #expect(text.standardOutput.contains("Replay: `adconform play \(file) --subject GameKeepsSpentAds`"))
  }

  @Test("A file where the folder should be is refused before anything runs, with exit 2 and the path quoted")
  func notAFolder() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adconform-not-a-folder-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = await AdConformCommand.run(
      ["explore", "--subject", "GameKeepsSpentAds", "--scenarios", "20", "--scripts", file.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("expected --scripts to name a folder, but '\(file.path)' is a file"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "x")
  }
}
