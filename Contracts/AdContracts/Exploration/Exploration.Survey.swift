import AdSimulation

extension Exploration {
  /// What the scenarios of one process showed: how many ran, for each rule broken the
  /// first scenario that broke it, and for each rule how often and how early its property
  /// was reached.
  ///
  /// Surveys of disjoint scenarios merge into the survey of them all, so shards and
  /// worker processes can play their parts apart.
  package struct Survey: Sendable, Hashable {
    /// How many scenarios were played.
    package var scenariosPlayed: Int = 0
    /// The first scenario that broke each rule, by the rule's finding id.
    package var firstScenario: [String: Int] = [:]
    /// How many scenarios reached what each watched rule judges, by rule id.
    package var reached: [String: Int] = [:]
    /// For each rule, the scenario that reached its property in the fewest steps (the
    /// earlier scenario of two that took as many): where the guide starts scenarios from
    /// when the rule is rarely reached.
    package var earliestReach: [String: Reach] = [:]
    /// The guide each round of scenarios after the first was drawn with, by round.
    package var guides: [Int: Guide] = [:]

    /// A scenario that reached a rule's property, and after how many of its steps.
    package struct Reach: Sendable, Hashable, Comparable {
      /// The scenario's index.
      package var scenario: Int
      /// How many steps it had taken when the property was first seen reached.
      package var step: Int

      /// Creates a reach.
      package init(scenario: Int, step: Int) {
        self.scenario = scenario
        self.step = step
      }

      /// The reach in fewer steps comes first; of two in as many, the earlier scenario.
      package static func < (lhs: Reach, rhs: Reach) -> Bool {
        (lhs.step, lhs.scenario) < (rhs.step, rhs.scenario)
      }
    }

    /// An empty survey.
    package init() {}

    /// Notes one scenario's playthrough.
    mutating func note(_ playthrough: Playthrough, scenario index: Int) {
      scenariosPlayed += 1
      for detection in playthrough.detections where firstScenario[detection.key] == nil {
        firstScenario[detection.key] = index
      }
      for (rule, step) in playthrough.reached {
        reached[rule, default: 0] += 1
        let reach = Reach(scenario: index, step: step)
        if earliestReach[rule].map({ reach < $0 }) ?? true { earliestReach[rule] = reach }
      }
    }

    /// Adds what other scenarios showed.
    package mutating func merge(_ other: Survey) {
      scenariosPlayed += other.scenariosPlayed
      firstScenario.merge(other.firstScenario) { min($0, $1) }
      reached.merge(other.reached, uniquingKeysWith: +)
      earliestReach.merge(other.earliestReach) { min($0, $1) }
      guides.merge(other.guides) { first, _ in first }
    }
  }
}
