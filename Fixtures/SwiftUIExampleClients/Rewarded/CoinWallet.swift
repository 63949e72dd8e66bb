import FakeSwiftUI

/// The player's coins: those the game pays and those rewarded ads grant, counted apart.
@MainActor
public final class CoinWallet: ObservableObject {
  /// Every coin the player has.
  @Published public private(set) var coins = 0
  /// The coins rewarded ads have granted.
  public private(set) var rewarded = 0

  /// An empty wallet.
  public init() {}

  /// Pays coins the player won in a round.
  public func payRound(_ amount: Int) {
    coins += amount
  }

  /// Grants the reward of an ad watched to its end.
  public func grant(_ amount: Int) {
    rewarded += amount
    coins += amount
  }
}
