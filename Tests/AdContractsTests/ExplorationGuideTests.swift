import AdContracts
import AdSimulation
import ExampleSubjects
import Testing

@Suite("Exploration guided by coverage: rounds, openings, the same scenarios every time")
struct ExplorationGuideTests {
  static let rules = Catalogue.standard.rules

  @Test("Rounds: the first 500 scenarios, then rounds that double")
  func roundsDouble() throws {
    let cases = [(0, 0), (499, 0), (500, 1), (999, 1), (1_000, 2), (1_999, 2), (2_000, 3), (4_000, 4)]
    for (position, round) in cases {
      #expect(Exploration.Guide.round(ofPosition: position) == round, "position \(position)")
      #expect(Exploration.Guide.positions(ofRound: round).contains(position))
    }
    let rounds = Exploration(scenarios: 1_200).rounds(of: Array(0..<1_200))
    #expect(rounds.map(\.round) == [0, 1, 2])
    #expect(rounds.map(\.scenarios.count) == [500, 500, 200])
    // In a shard, rounds count the shard's own scenarios.
    let shard = Exploration(scenarios: 2_000, shard: try Exploration.Shard(parsing: "2/2"))
    #expect(shard.rounds(of: shard.indices).map(\.scenarios.count) == [500, 500])
  }

  @Test("A rarely reached rule's earliest scenario becomes an opening; half the next round starts from one")
  @MainActor
  func openings() async throws {
    let fixture = try #require(Fixtures.fixture(named: "ArticleViewController"))
    let exploration = Exploration(scenarios: 1_000)
    let survey = await exploration.survey(fixture.subject, rules: Self.rules, scenarios: Array(0..<500))
    let rare = survey.reached.filter { $0.value * Exploration.Guide.rarity <= survey.scenariosPlayed }
    try #require(!rare.isEmpty, "no rule was rare in 500 scenarios: \(survey.reached)")
    let guide = await exploration.guide(after: survey, subject: fixture.subject, rules: Self.rules)
    #expect(!guide.starts.isEmpty)
    #expect(guide.starts.count <= Exploration.Guide.mostStarts)
    for start in guide.starts {
      let reach = try #require(
        rare.keys.compactMap { survey.earliestReach[$0] }.first {
          start.name.hasPrefix("scenario \($0.scenario), \($0.step) steps in")
        })
      #expect(start.steps.count == reach.step, "\(start.name)")
    }
    let scripts = (500..<600).map { exploration.startingScript(ofScenario: $0, for: fixture.subject, guide: guide) }
    let guided = scripts.filter { !$0.steps.isEmpty }
    #expect(guided.count > 25 && guided.count < 75, "\(guided.count) of 100 started from an opening")
    #expect(
      guided.allSatisfy { script in guide.starts.contains { $0.steps == script.steps && $0.seed == script.seed } })
    // Without a guide, every scenario starts afresh.
    #expect(
      (500..<600).allSatisfy {
        exploration.startingScript(ofScenario: $0, for: fixture.subject, guide: nil).steps.isEmpty
      })
  }

  @Test("A guided exploration gives the same result every time, its rounds' guides kept in the survey")
  @MainActor
  func deterministic() async throws {
    let fixture = try #require(Fixtures.fixture(named: "ArticleViewController"))
    let exploration = Exploration(scenarios: 620, seed: 5)
    let first = await exploration.survey(fixture.subject, rules: Self.rules, scenarios: exploration.indices)
    let second = await exploration.survey(fixture.subject, rules: Self.rules, scenarios: exploration.indices)
    #expect(first == second)
    #expect(first.scenariosPlayed == 620)
    #expect(first.guides[1] != nil)
    #expect(first.guides[0] == nil)
  }
}
