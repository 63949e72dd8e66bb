import AdConformCommand
import Foundation
import Testing

/// The benchmark's output and arguments; its timings are never asserted here.
@Suite("adconform bench")
struct BenchTests {
  @Test("bench runs the selected rules each pass and finds the passes identical")
  func jsonDocument() async throws {
    let result = await AdConformCommand.run(
      ["bench", "--iterations", "3", "--subject", "ArticleViewController", "--rule", "banner.", "--format", "json"])
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    #expect(document["runsPerPass"] as? Int == 20)
    #expect((document["passMilliseconds"] as? [Double])?.count == 3)
    #expect(document["deterministic"] as? Bool == true)
    let slowest = try #require(document["slowest"] as? [[String: Any]])
    #expect(slowest.count == 5)
    #expect(slowest.allSatisfy { $0["subject"] as? String == "ArticleViewController" })
    let targets = try #require(document["targets"] as? [[String: Any]])
    #expect(targets.compactMap { $0["name"] as? String }.starts(with: ["median pass", "slowest run"]))
  }

  @Test("bench's text names the build, the passes, the slowest runs and the targets")
  func text() async {
    let result = await AdConformCommand.run(["bench", "--iterations", "1", "--subject", "FeedViewController"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("adconform bench: 1 pass of 20 rule runs each ("))
    #expect(result.standardOutput.contains("Every pass gave the same reports."))
    #expect(result.standardOutput.contains("median pass: "))
  }

  @Test("--iterations takes a whole number from 1 to 1000", arguments: ["0", "1001", "five", "-3"])
  func badIterations(value: String) async {
    let result = await AdConformCommand.run(["bench", "--iterations", value])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "invalid value '\(value)' for '--iterations'; expected a whole number from 1 to 1000.")
        || result.standardError.contains("option '--iterations' needs a value"))
  }

  @Test("An unknown subcommand lists every subcommand there is")
  func unknownSubcommand() async {
    let result = await AdConformCommand.run(["benchmark"])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "unknown subcommand 'benchmark'; expected one of: run, list, explain, check, subjects, coverage, play, bench, explore, help."
      ))
  }
}
