import AdConformCommand
import Foundation
import Testing

@Suite("The gate")
struct GateTests {
  static func baseline(_ entries: [(rule: String, client: String, expires: String)]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-\(UUID().uuidString).json").path
    let deviations = entries.map {
      ["rule": $0.rule, "client": $0.client, "reason": "Known, fix planned", "expires": $0.expires]
    }
    let data = try JSONSerialization.data(withJSONObject: ["version": 1, "deviations": deviations])
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("A MUST failure exits 1")
  func mustFails() async {
    let result = await AdConformCommand.run(["check", "--subject", "BannerThatStaysUp"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasSuffix(
        "Summary: 17 passed, 1 failed, 0 warned, 0 unverified, 0 accepted, 2 not applicable; gate fails.\n"))
  }

  @Test("A SHOULD failure exits 0, and 1 under --strict")
  func shouldWarns() async {
    let lenient = await AdConformCommand.run(["check", "--subject", "KeepsBannerWhenHidden"])
    let strict = await AdConformCommand.run(["check", "--subject", "KeepsBannerWhenHidden", "--strict"])
    #expect(lenient.status == 0)
    #expect(lenient.standardOutput.contains("⚠ iad.banner.detached-when-unused (SHOULD) — KeepsBannerWhenHidden"))
    #expect(strict.status == 1)
  }

  @Test("An unverified rule is listed with what to supply, and fails only under --strict")
  func unverified() async {
    let lenient = await AdConformCommand.run(["check", "--subject", "WallClockAppOpenAppDelegate"])
    let strict = await AdConformCommand.run(["check", "--subject", "WallClockAppOpenAppDelegate", "--strict"])
    #expect(lenient.status == 0)
    #expect(
      lenient.standardOutput.contains(
        "Unverified: the subject does not say its expiry check reads a time the run moves"))
    #expect(lenient.standardOutput.contains("declare `readsTimeFromContext: true`"))
    #expect(strict.status == 1)
  }

  @Test("A baseline entry suppresses its failure until it expires")
  func baselineSuppresses() async throws {
    let path = try Self.baseline([("iad.banner.hidden-after-failure", "BannerThatStaysUp", "2027-01-31")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(
      ["check", "--subject", "BannerThatStaysUp", "--baseline", path, "--today", "2027-01-31"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Accepted by the baseline until 2027-01-31: Known, fix planned"))
    #expect(
      result.standardOutput.hasSuffix(
        "Summary: 17 passed, 0 failed, 0 warned, 0 unverified, 1 accepted, 2 not applicable; gate passes.\n"))
  }

  @Test("An expired baseline entry fails the gate")
  func baselineExpires() async throws {
    let path = try Self.baseline([("iad.banner.hidden-after-failure", "BannerThatStaysUp", "2027-01-31")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(
      ["check", "--subject", "BannerThatStaysUp", "--baseline", path, "--today", "2027-02-01"])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("The baseline accepted this until 2027-01-31; that has passed"))
  }

  @Test("A baseline entry that matches no failure is reported as stale")
  func baselineStale() async throws {
    let path = try Self.baseline([("iad.banner.hidden-after-failure", "ArticleViewController", "2027-01-31")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(
      ["check", "--subject", "ArticleViewController", "--baseline", path, "--today", "2027-01-01"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        "Stale baseline entry: iad.banner.hidden-after-failure — ArticleViewController is no longer violated; remove it."
      ))
    let json = await AdConformCommand.run(
      ["check", "--subject", "ArticleViewController", "--baseline", path, "--today", "2027-01-01", "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let stale = try #require(document["stale"] as? [[String: String]])
    #expect(stale.first?["client"] == "ArticleViewController")
  }

  @Test("A broken baseline file is a usage error that names the file and the entry")
  func baselineBroken() async throws {
    let path = try Self.baseline([("iad.banner.hidden-after-failure", "BannerThatStaysUp", "31/01/2027")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = await AdConformCommand.run(["check", "--subject", "BannerThatStaysUp", "--baseline", path])
    #expect(result.status == 2)
    // The file is written from a dictionary, so the column changes from run to run.
    #expect(result.standardError.contains(".json:1:"))
    #expect(
      result.standardError.contains(
        ": deviations[0].expires: expected a real day as YYYY-MM-DD, but found \"31/01/2027\"."))
    #expect(result.standardError.contains(path))
  }

  @Test("A bad --today is a usage error")
  func badToday() async {
    let result = await AdConformCommand.run(["check", "--today", "tomorrow"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("invalid value 'tomorrow' for '--today'; expected a real day as YYYY-MM-DD."))
  }
}
