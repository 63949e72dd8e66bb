import AdSimulation

extension Exploration {
  /// Where the scenarios of a round may start: the opening steps of earlier scenarios,
  /// each up to the step where it reached a rule's property that few scenarios reach.
  ///
  /// Exploration plays its scenarios in rounds: the first 500, then rounds that double
  /// (500, 1,000, 2,000, …). After each round it looks at how many scenarios reached each
  /// watched rule's property. For the rules few reached (at most one scenario in eight),
  /// it keeps the scenario that reached the property in the fewest steps, cut there. In
  /// the next round half the scenarios start from one of those openings, drawn at random,
  /// and go on with steps of their own: more of the run is spent where the rarely reached
  /// rules are in play, as a coverage-guided fuzzer spends its time near the inputs that
  /// reached new code. The other half start afresh, so the search stays wide.
  ///
  /// Each round's guide comes from the rounds before it alone, so the same settings give
  /// the same scenarios, in one process or split across workers.
  package struct Guide: Sendable, Hashable {
    /// The openings, each a script with the steps to replay.
    package var starts: [Script]

    /// A guide with the openings.
    package init(starts: [Script] = []) {
      self.starts = starts
    }

    /// The scenarios of the first round, which no guide steers.
    package static let firstRoundSize = 500
    /// The most openings one guide keeps: the rarest rules' first.
    package static let mostStarts = 24
    /// A rule is rare while at most one scenario in this many reached it.
    package static let rarity = 8

    /// The round a scenario at this position of the run belongs to.
    package static func round(ofPosition position: Int) -> Int {
      var round = 0
      var end = firstRoundSize
      while position >= end {
        round += 1
        end *= 2
      }
      return round
    }

    /// The positions of a round's scenarios within the run.
    package static func positions(ofRound round: Int) -> Range<Int> {
      round == 0 ? 0..<firstRoundSize : (firstRoundSize << (round - 1))..<(firstRoundSize << round)
    }
  }

  /// Where scenario `index` stands in this run's scenarios (its shard's order).
  func position(ofScenario index: Int) -> Int {
    (index - (shard.index - 1)) / shard.count
  }

  /// The run's scenarios among those given, grouped by round, in order.
  package func rounds(of scenarios: [Int]) -> [(round: Int, scenarios: [Int])] {
    var rounds: [(round: Int, scenarios: [Int])] = []
    for index in scenarios {
      let round = Guide.round(ofPosition: position(ofScenario: index))
      if rounds.last?.round == round {
        rounds[rounds.count - 1].scenarios.append(index)
      } else {
        rounds.append((round, [index]))
      }
    }
    return rounds
  }

  /// The script scenario `index` plays from: its own start, or, in one scenario of two
  /// when the round's guide has openings, one of them drawn from the scenario's seed.
  package func startingScript(ofScenario index: Int, for subject: Subject, guide: Guide?) -> Script {
    let base = baseScript(ofScenario: index, for: subject)
    guard let guide, !guide.starts.isEmpty else { return base }
    var random = SeededRandom(seed: scriptSeed(ofScenario: index) ^ 0x6C0F_FEE5_0DD5_EED5)
    guard random.integer(in: 0...1) == 0 else { return base }
    var start = guide.starts[random.integer(in: 0...(guide.starts.count - 1))]
    start.name = "\(base.name), from \(start.name)"
    return start
  }

  /// The guide of the round after those the survey holds, for the subject's runs watched
  /// by the rules: openings for the rules the fewest of its scenarios reached.
  @MainActor
  package func guide(after survey: Survey, subject: Subject, rules: [Rule]) async -> Guide {
    await guide(after: survey, monitors: Player.monitors(of: rules, for: subject), subject: subject)
  }

  @MainActor
  func guide(after survey: Survey, monitors: [Rule], subject: Subject) async -> Guide {
    let played = survey.scenariosPlayed
    var chosen: [(count: Int, rule: String, reach: Survey.Reach)] = []
    for rule in monitors.map(\.id) {
      guard let count = survey.reached[rule], count > 0, count * Guide.rarity <= played,
        let reach = survey.earliestReach[rule], reach.step >= 1, reach.step * 4 <= steps * 3
      else { continue }
      chosen.append((count, rule, reach))
    }
    chosen.sort { ($0.count, $0.rule) < ($1.count, $1.rule) }
    var starts: [Script] = []
    var seen: Set<Survey.Reach> = []
    for (_, rule, reach) in chosen where starts.count < Guide.mostStarts && seen.insert(reach).inserted {
      let round = Guide.round(ofPosition: position(ofScenario: reach.scenario))
      let replay = await playScenario(
        reach.scenario, of: subject, monitors: monitors, guide: survey.guides[round], steps: reach.step,
        until: .never, tracing: false)
      var start = replay.script
      start.name = "scenario \(reach.scenario), \(reach.step) steps in, where it reached \(rule)"
      starts.append(start)
    }
    return Guide(starts: starts)
  }
}
