import AdConformCommand
import Foundation
import Testing

@Suite("adconform play")
struct PlayTests {
  static let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scripts")

  @Test(
    "Each bundled script plays against a client of its kind, the same way every time",
    arguments: [
      ("banner-fill-tap-fail.json", "ArticleViewController", "bannerViewActionDidFinish"),
      ("banner-leave-and-return.json", "FeedViewController", "ad opens another app"),
      ("banner-pad-narrow-inventory.json", "ArticleViewController", "navigateBack"),
      ("interstitial-between-rounds.json", "RoundBreakGameViewController", "ADInterstitialAd#2 released"),
      ("app-open-cold-start-and-return.json", "SplashAppDelegate", "AppOpenAd#2 released"),
    ])
  func bundledScripts(file: String, client: String, expected: String) async throws {
    let path = Self.scripts.appendingPathComponent(file).path
    let text = await AdConformCommand.run(["play", path, "--subject", client])
    #expect(text.status == 0)
    #expect(text.standardError.isEmpty)
    #expect(text.standardOutput.contains(" — \(client) ("))
    #expect(text.standardOutput.contains("Timeline (virtual time):\n"))
    #expect(text.standardOutput.contains(expected))
    #expect(!text.standardOutput.contains("misuse"))
    let again = await AdConformCommand.run(["play", path, "--subject", client])
    #expect(again.standardOutput == text.standardOutput)
    let json = await AdConformCommand.run(["play", path, "--subject", client, "--format", "json"])
    let trace = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect((trace["events"] as? [Any])?.isEmpty == false)
  }

  @Test("play needs a script and exactly one client")
  func usage() async {
    let path = Self.scripts.appendingPathComponent("banner-fill-tap-fail.json").path
    let noScript = await AdConformCommand.run(["play", "--subject", "ArticleViewController"])
    #expect(noScript.status == 2)
    #expect(noScript.standardError.contains("'play' needs a JSON script"))
    let noClient = await AdConformCommand.run(["play", path])
    #expect(noClient.status == 2)
    #expect(noClient.standardError.contains("'play' needs exactly one --subject NAME"))
    let two = await AdConformCommand.run(
      ["play", path, "--subject", "ArticleViewController", "--subject", "FeedViewController"])
    #expect(two.status == 2)
    let unknown = await AdConformCommand.run(["play", path, "--subject", "ArticleView"])
    #expect(unknown.status == 3)
    #expect(unknown.standardError.contains("no client is named 'ArticleView'"))
  }

  @Test("A broken script is a usage error that says where and what was expected")
  func brokenScript() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json")
    try Data(#"{ "steps": [ { "step": "tap", "willLeave": "yes" } ] }"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = await AdConformCommand.run(["play", url.path, "--subject", "ArticleViewController"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("adconform: error: \(url.path):1:"))
    #expect(result.standardError.contains("steps[0].willLeave: expected"))
    let missing = await AdConformCommand.run(["play", "/nonexistent/script.json", "--subject", "ArticleViewController"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/nonexistent/script.json: cannot read the script"))
  }
}
