import Foundation

/// The reward a rewarded ad grants: a type the app defines in the ad unit, and an amount.
public final class GADAdReward: NSObject, Sendable {
  /// The reward's type, such as `coins`.
  public let type: String
  /// How much of it the user earns.
  public let amount: NSDecimalNumber

  /// Creates a reward of the type and amount.
  public init(rewardType: String, rewardAmount: NSDecimalNumber) {
    type = rewardType
    amount = rewardAmount
    super.init()
  }
}

/// The v12 name of ``GADAdReward``.
public typealias AdReward = GADAdReward
