import AdContracts
import FakeUIKit
import IndependentDispatchGame

extension IndependentApps {
  /// What a player does at the game's overlay to go on: the next level, or, at game over, a
  /// new game.
  @MainActor
  static func dispatchGameCarriesOn(_ screen: UIViewController) {
    if !DispatchGameAccess.tap("Next level", on: screen) { DispatchGameAccess.tap("Restart", on: screen) }
  }

  /// The Dispatch-first game's levels: thirty seconds of a timer source's ticks, then the
  /// level's end, and the interstitial a second later from a work item, unless the player
  /// moves on first. Hits are drawn with `Int.random`, so some games end before the break.
  /// The game reads no time at all, so none it reads is `Date()`. At a level's end it waits
  /// for the player's Next level (at game over, Restart), which a player taps there.
  public static let dispatchGameLevels = Subject.googleInterstitialScreen(
    "DispatchGameLevels", readsTimeFromContext: true, appBreaksWithin: .seconds(120),
    userCarriesOn: { dispatchGameCarriesOn($0) },
    contentProgress: { DispatchGameAccess.level($0) },
    waitsForUser: { DispatchGameAccess.offers("Next level", on: $0) || DispatchGameAccess.offers("Restart", on: $0) }
  ) { _ in DispatchGameAccess.makeGame() }

  /// The Dispatch-first game's continue: at game over, a rewarded ad for one more life. The
  /// game keeps no count of rewards, and its lives also fall to hits, so no probe reads what
  /// it granted.
  public static let dispatchGameContinue = Subject.googleRewardedScreen(
    "DispatchGameContinue", readsTimeFromContext: true, userAsksToWatch: { DispatchGameAccess.tap("Watch ad to continue", on: $0) },
    askOffered: { DispatchGameAccess.offers("Watch ad to continue", on: $0) }
  ) { _ in DispatchGameAccess.makeGame() }
}
