import AdSimulation

/// Random scenarios for one client, with the rules that hold over any run watching them.
///
/// A rule plays one scripted scenario; a bug that shows only in an order nobody scripted
/// (a tap while the next ad loads, a background in the middle of a presentation) passes
/// it. Exploration plays many short random scripts instead, drawn from the steps that make
/// sense for the client's kind of ad and biased toward the ones that act in the current
/// state, and watches every run with the rules' monitors (``Rule/Monitor``) and for
/// SDK misuse. A script that breaks a rule is shrunk to the smallest one that still breaks
/// it (`Exploration.Shrinker`), ready to keep as a regression and replay with
/// `adconform play`.
///
/// Scenarios play in rounds, each round after the first guided by what the rounds before
/// it reached (see `Exploration.Guide`). The same settings give the same findings, byte for byte:
/// scenario `i` is drawn from the seed, `i` and its round's guide, which depends on the
/// earlier rounds alone, in one process or split across worker processes.
///
/// ```swift
/// let result = await Exploration(scenarios: 2_000, seed: 7)
///   .run(on: subject, rules: Catalogue.standard.rules)
/// for finding in result.findings { print(finding.message) }
/// ```
public struct Exploration: Sendable, Hashable {
  /// How many scenarios to play, over every shard.
  public var scenarios: Int
  /// The seed every scenario is drawn from.
  public var seed: UInt64
  /// How many steps each scenario has at most; a scenario ends at its first finding.
  public var steps: Int
  /// The part of the scenarios this run plays.
  public var shard: Shard

  /// The number of scenarios when none is given.
  public static let defaultScenarios = 2_000
  /// The number of steps a scenario has when none is given.
  public static let defaultSteps = 20

  /// Creates the settings of an exploration.
  ///
  /// - Parameters:
  ///   - scenarios: How many scenarios to play, over every shard; at least 1.
  ///   - seed: The seed every scenario is drawn from.
  ///   - steps: How many steps a scenario has at most; at least 1.
  ///   - shard: The part of the scenarios this run plays; all of them by default.
  public init(
    scenarios: Int = Exploration.defaultScenarios, seed: UInt64 = 1, steps: Int = Exploration.defaultSteps,
    shard: Shard = .whole
  ) {
    precondition(scenarios >= 1, "Expected at least one scenario, but got \(scenarios).")
    precondition(steps >= 1, "Expected at least one step a scenario, but got \(steps).")
    self.scenarios = scenarios
    self.seed = seed
    self.steps = steps
    self.shard = shard
  }

  /// The scenarios this run plays: every index of the shard, in order.
  public var indices: [Int] { shard.indices(of: scenarios) }

  /// The seed of one scenario's script, from the exploration's seed and the scenario's
  /// index alone, within the range a JSON script can give (0 to 2³¹ − 1).
  public func scriptSeed(ofScenario index: Int) -> UInt64 {
    var random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(index))
    return random.next() & 0x7FFF_FFFF
  }
}
