import AdSimulation
import Foundation

/// How the rewarded formats behave in one simulation: how long their video runs, what it
/// grants, and the order of the reward and the dismissal.
///
/// Google does not document whether the earn handler runs before or after
/// adDidDismissFullScreenContent, and devices and mediation adapters have done both, so
/// the order is the behaviour's to choose; a client must be right under either.
///
/// ```swift
/// GoogleRewardBehaviour.set(.init(order: .dismissThenEarn), in: simulation)
/// ```
public struct GoogleRewardBehaviour: Sendable, Hashable {
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

  /// Creates a behaviour; by default a 30-second video granting 10 coins as it ends.
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

  /// Makes the behaviour the simulation's rewarded ads follow from now on.
  @MainActor
  public static func set(_ behaviour: GoogleRewardBehaviour, in simulation: Simulation) {
    Holder.current(in: simulation).behaviour = behaviour
  }

  /// Makes the behaviour the simulation's and records it in the trace, for a run whose
  /// order the reader needs to see (exploration and `play` draw it from the seed).
  @MainActor
  public static func setAndRecord(_ behaviour: GoogleRewardBehaviour, in simulation: Simulation) {
    set(behaviour, in: simulation)
    simulation.record(
      .observation, actor: .sdk, name: .rewardBehaviour,
      detail: "reward order \(behaviour.order.rawValue), video \(behaviour.videoLength.secondsText) s")
  }

  /// The behaviour the simulation follows: the one set, or the default.
  @MainActor
  static func current(in simulation: Simulation) -> GoogleRewardBehaviour {
    Holder.current(in: simulation).behaviour
  }

  /// Keeps a simulation's behaviour.
  @MainActor
  final class Holder {
    var behaviour = GoogleRewardBehaviour()

    static func current(in simulation: Simulation) -> Holder {
      simulation.shared(Holder.self) { Holder() }
    }
  }
}

/// The Google rewards' behaviour, under its former name.
@available(*, deprecated, renamed: "GoogleRewardBehaviour")
public typealias GoogleRewardScenario = GoogleRewardBehaviour
