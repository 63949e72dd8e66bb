import AdContractsTesting
import ExampleSubjects
import Testing

@Suite("The Swift Testing explore")
struct ExploreAdapterTests {
  @Test(
    "Each finding is an issue at the caller's line: its report's text, with the shrunk script's timeline, then where it was found"
  )
  func findingIsIssue() async throws {
    let fixture = try #require(Fixtures.fixture(named: "NeverPausesForAds"))
    let line = #line + 3
    var result: Exploration.Result?
    await withKnownIssue {
      result = await fixture.subject.explore(Exploration(scenarios: 40, seed: 9))
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.severity == .warning
        && issue.description.contains("⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n  Expected ")
        && issue.description.contains("▶   0.000  sdk   ad covers the app")
        && issue.description.contains("  Found in scenario 2, after")
        && issue.description.contains("NeverPausesForAds.iad.banner.pauses-when-covered.script.json")
    }
    #expect(result?.findings.map(\.rule) == ["iad.banner.pauses-when-covered"])
  }

  @Test("A broken SHOULD rule is a warning, and an error when strict; a broken MUST rule is an error")
  func severities() async throws {
    let should = try #require(Fixtures.fixture(named: "NeverPausesForAds"))
    await withKnownIssue {
      await should.subject.explore(Exploration(scenarios: 40, seed: 9), strict: true)
    } matching: {
      $0.severity == .error && $0.description.contains("(SHOULD)")
    }
    let must = try #require(Fixtures.fixture(named: "CoinsSettleRewardInTask"))
    await withKnownIssue {
      await must.subject.explore(Exploration(scenarios: 500, seed: 1))
    } matching: {
      $0.severity == .error && $0.description.contains("gma.rewarded.rewards-whatever-the-order (MUST)")
    }
  }

  @Test("A conforming client records no issue")
  func conformingIsQuiet() async throws {
    let fixture = try #require(Fixtures.fixture(named: "ArticleViewController"))
    let result = await fixture.subject.explore(Exploration(scenarios: 40, seed: 9))
    #expect(result.findings.isEmpty)
    #expect(result.scenariosPlayed == 40)
  }
}
