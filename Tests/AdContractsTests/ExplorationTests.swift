import AdContracts
import AdSimulation
import ExampleSubjects
import Foundation
import Testing

@Suite("Exploration: random scenarios watched by the rules' monitors")
struct ExplorationTests {
  static let rules = Catalogue.standard.rules

  /// Every faulty client whose declared rule is a monitor, with that rule.
  static let monitoredFaults: [(Fixture, String)] = Fixtures.faulty.flatMap { fixture in
    (fixture.violates.union(fixture.explorationFinds)).sorted().compactMap { id in
      rules.first { $0.id == id && $0.isMonitor }.map { _ in (fixture, id) }
    }
  }

  /// The first of the scenarios, up to the limit, that breaks the rule; `nil` if none.
  ///
  /// The scenarios play as `explore` plays them, round by round, each round after the
  /// first with the guide the rounds before it give; the search stops at the first find.
  @MainActor
  static func firstScenario(breaking rule: String, on subject: Subject, within limit: Int) async -> Int? {
    let exploration = Exploration(scenarios: limit)
    var survey = Exploration.Survey()
    for (round, indices) in exploration.rounds(of: exploration.indices) {
      let guide = round == 0 ? nil : await exploration.guide(after: survey, subject: subject, rules: rules)
      for index in indices {
        let part = await exploration.survey(subject, rules: rules, scenarios: [index], guide: guide)
        if part.firstScenario[rule] != nil { return index }
        survey.merge(part)
      }
    }
    return nil
  }

  @Test("A bug only an unscripted order shows: the catalogue passes it, explore finds it and shrinks it")
  @MainActor
  func unscriptedOrder() async throws {
    let fixture = try #require(Fixtures.fixture(named: "ResumesOnReturnUnderAd"))
    #expect(fixture.violates.isEmpty)
    for rule in Catalogue.rules(for: fixture.subject.kind) {
      let report = await rule.run(against: fixture.subject)
      #expect(report.status == .pass || report.status == .notApplicable, "\(rule.id):\n\(report.text)")
    }
    let result = await Exploration().run(on: fixture.subject, rules: Self.rules)
    let finding = try #require(result.findings.first { $0.rule == "iad.banner.pauses-when-covered" })
    #expect(result.findings.map(\.rule) == ["iad.banner.pauses-when-covered"])
    #expect(finding.script.steps.count <= 5, "\(finding.script.jsonText())")
    let reread = try Script.decode(finding.script.jsonText())
    #expect(reread == finding.script)
    let replay = await Exploration.replay(reread, on: fixture.subject, rules: Self.rules)
    #expect(replay.findings.map(\.rule) == ["iad.banner.pauses-when-covered"])
    #expect(replay.findings.first?.message == finding.message)
  }

  @Test(
    "Every faulty client whose rule is a monitor is found within 2,000 scenarios",
    arguments: monitoredFaults.map { "\($0.0.subject.name) \($0.1)" })
  @MainActor
  func faultFound(_ pair: String) async throws {
    let (fixture, rule) = try #require(Self.monitoredFaults.first { "\($0.0.subject.name) \($0.1)" == pair })
    let index = await Self.firstScenario(breaking: rule, on: fixture.subject, within: 2_000)
    #expect(index != nil, "\(fixture.subject.name) was not found breaking \(rule) in 2,000 scenarios")
  }

  @Test("Every monitor has a faulty client that breaks it, so exploration is shown able to fail on each")
  func everyMonitorCanFail() {
    let monitored = Set(Self.monitoredFaults.map(\.1))
    let missing = Self.rules.filter(\.isMonitor).map(\.id).filter { !monitored.contains($0) }
    #expect(missing.isEmpty, "monitors no faulty client breaks: \(missing)")
  }

  @Test("The same seed gives the same findings; shards together find what one run finds")
  @MainActor
  func deterministic() async throws {
    let fixture = try #require(Fixtures.fixture(named: "NeverPausesForAds"))
    let exploration = Exploration(scenarios: 60, seed: 42)
    let first = await exploration.run(on: fixture.subject, rules: Self.rules)
    let second = await exploration.run(on: fixture.subject, rules: Self.rules)
    #expect(first == second)
    #expect(!first.findings.isEmpty)
    var merged = Exploration.Survey()
    for index in 1...3 {
      var shard = exploration
      shard.shard = try Exploration.Shard(parsing: "\(index)/3")
      merged.merge(await shard.survey(fixture.subject, rules: Self.rules, scenarios: shard.indices))
    }
    let whole = await exploration.survey(fixture.subject, rules: Self.rules, scenarios: exploration.indices)
    #expect(merged == whole)
  }

  @Test("A script written as JSON reads back as the same script")
  func scriptRoundTrip() throws {
    let script = Script(
      name: "a \"quoted\" name", seed: 77, device: Device(idiom: .pad, orientation: .landscape, systemVersion: 9),
      inventoryMaximumRequiredSizes: 2, interstitialLifetime: .seconds(600),
      steps: [
        .respond(.fill(after: .milliseconds(1_250))), .respond(.fail(3, after: .seconds(2), adUnit: "unit/1")),
        .advance(.milliseconds(100)), .tap(willLeave: true), .rotate(.portrait), .closeAd, .expire, .launch,
      ])
    #expect(try Script.decode(script.jsonText()) == script)
  }

  @Test("Shards split the items evenly and take each once", arguments: [1, 2, 3, 7])
  func shards(_ count: Int) throws {
    var seen: [Int] = []
    for index in 1...count {
      seen += try Exploration.Shard(parsing: "\(index)/\(count)").indices(of: 20)
    }
    #expect(seen.sorted() == Array(0..<20))
    #expect(throws: Exploration.ShardError.outOfRange("0/\(count)")) { try Exploration.Shard(parsing: "0/\(count)") }
    #expect(throws: Exploration.ShardError.malformed("a/b")) { try Exploration.Shard(parsing: "a/b") }
  }
}

@Suite("Exploration on clients written apart from the rules")
struct IndependentExplorationTests {
  /// The independent clients whose tables break no rule.
  static let correct = IndependentClient.all.filter { client in
    !client.expected.values.contains { $0 == .fail || $0 == .warn }
  }

  /// A correct client written apart from the rules gets no finding: neither a monitor
  /// nor the SDK's rules of use may fire on it. (The deliberately buggy ones are left
  /// out: exploration rightly finds more consequences of their bugs than their tables,
  /// written for the rules' own scenarios, list.)
  @Test(
    "No finding on a correct independent client in 500 scenarios (or ADCONFORM_INDEPENDENT_SCENARIOS)",
    arguments: correct)
  @MainActor
  func noFalseAlarm(_ client: IndependentClient) async {
    let scenarios = ProcessInfo.processInfo.environment["ADCONFORM_INDEPENDENT_SCENARIOS"].flatMap(Int.init) ?? 500
    let result = await Exploration(scenarios: scenarios, seed: 3).run(
      on: client.subject, rules: Catalogue.standard.rules)
    // A client that keeps state between runs gets no verdict, from the rules or from here.
    let judged = !client.expected.values.allSatisfy { $0 == .unverified }
    #expect((result.unverified == nil) == judged, "\(result.unverified ?? "judged")")
    for finding in result.findings {
      Issue.record(
        "\(client.subject.name): \(finding.rule): \(finding.message)\n\(finding.timeline.joined(separator: "\n"))")
    }
  }
}
