import AdSimulation
import Foundation

/// How the rewarded formats behave in one simulation: how long their video runs, what it
/// grants, and the order of the reward and the dismissal.
///
/// Google does not document whether the earn handler runs before or after
/// adDidDismissFullScreenContent, and devices and mediation adapters have done both, so
/// the order is the scenario's to choose; a client must be right under either.
///
/// ```swift
/// GoogleRewardScenario.set(.init(order: .dismissThenEarn), in: simulation)
/// ```
public struct GoogleRewardScenario: Sendable, Hashable {
  /// When the user earns the reward relative to the dismissal.
  public enum Order: String, Sendable, Hashable, CaseIterable {
    /// The earn handler runs as the video ends, while the ad is still up; the dismissal
    /// comes when the user closes it.
    case earnThenDismiss
    /// The earn handler runs after adDidDismissFullScreenContent, in the same turn of the
    /// main queue, when the user closes an ad whose video ended.
    case dismissThenEarn
    /// The earn handler runs after adDidDismissFullScreenContent in a later turn, once the
    /// work the app deferred in the dismissal (a `Task`, a block on the main queue) has
    /// run, as a mediation adapter that reports the reward late does.
    case dismissThenEarnLater

    /// The order a scenario seed gives: each as likely.
    public static func drawn(from seed: UInt64) -> Order {
      var random = SeededRandom(seed: seed ^ 0xEA_52)
      return allCases[random.integer(in: 0...(allCases.count - 1))]
    }
  }

  /// How long the video runs; a user who closes the ad before its end earns nothing.
  public var videoLength: Duration
  /// The order of the reward and the dismissal.
  public var order: Order
  /// The reward's type.
  public var rewardType: String
  /// The reward's amount.
  public var rewardAmount: Int

  /// Creates a scenario; by default a 30-second video granting 10 coins as it ends.
  public init(
    videoLength: Duration = .seconds(30), order: Order = .earnThenDismiss, rewardType: String = "coins",
    rewardAmount: Int = 10
  ) {
    precondition(videoLength > .zero, "Expected a video longer than zero, but got \(videoLength).")
    self.videoLength = videoLength
    self.order = order
    self.rewardType = rewardType
    self.rewardAmount = rewardAmount
  }

  /// Makes the scenario the simulation's rewarded ads follow from now on.
  @MainActor
  public static func set(_ scenario: GoogleRewardScenario, in simulation: Simulation) {
    Holder.current(in: simulation).scenario = scenario
  }

  /// Makes the scenario the simulation's and records it in the trace, for a run whose
  /// order the reader needs to see (exploration and `play` draw it from the seed).
  @MainActor
  public static func setAndRecord(_ scenario: GoogleRewardScenario, in simulation: Simulation) {
    set(scenario, in: simulation)
    simulation.record(
      .observation, actor: .sdk, name: .rewardScenario,
      detail: "reward order \(scenario.order.rawValue), video \(scenario.videoLength.secondsText) s")
  }

  /// The scenario the simulation follows: the one set, or the default.
  @MainActor
  static func current(in simulation: Simulation) -> GoogleRewardScenario {
    Holder.current(in: simulation).scenario
  }

  /// Keeps a simulation's scenario.
  @MainActor
  final class Holder {
    var scenario = GoogleRewardScenario()

    static func current(in simulation: Simulation) -> Holder {
      simulation.shared(Holder.self) { Holder() }
    }
  }
}
