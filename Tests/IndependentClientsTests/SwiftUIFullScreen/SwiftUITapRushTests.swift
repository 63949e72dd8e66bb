import AdContracts
import IndependentApps
import Testing

/// Tap Rush: a SwiftUI `App` whose delegate adaptor gathers UMP consent at every launch and
/// starts the SDK once ads may be requested; a singleton app open manager shown from
/// `.onChange(of: scenePhase)`; and a five-second tapping level on the game's own `Timer`,
/// after which a rewarded interstitial is offered behind an alert counting down five
/// seconds, with "No thanks" to decline.
@MainActor
@Suite("SwiftUI Tap Rush")
struct SwiftUITapRushTests {
  /// Why a held ad never passes its hour in the expiry check.
  static let presentsOnItsOwnClock =
    "the game presents its ad at the end of every level, on its own clock, so the check's user cannot keep an unshown ad waiting at a break past its hour"
  /// What the game does wrong with an old ad, which exploration plays.
  static let noAgeCheck =
    "the game checks no ad's age: a player who waits over an hour on the level-complete screen is shown the hour-old ad at the next level's end"

  /// The verdicts the app's app open ads should earn.
  static var app: Expectation {
    Expectation(
      catalogue: GoogleAppOpenRules.all,
      exceptions: [
        "gma.app-open.dismisses-loading-screen": (.notApplicable, "the app shows no loading screen at launch"),
        "gma.app-open.waits-for-returning-users": (
          .warn, "the app counts no opens: a new user sees an app open ad at the first return to the foreground"
        ),
      ],
      foundByExploration: [
        "gma.app-open.loads-when-unavailable":
          "showAdIfAvailable() returns at once while the game's rewarded interstitial is up, before its load: an app open load that failed earlier is not made again on that return to the foreground",
        "gma.app-open.recovers-after-load-failure":
          "the same early return: after a failed app open load, a return to the foreground while the game's ad is up starts no new load",
      ])
  }

  /// The verdicts the game screen's rewarded interstitial should earn, for a first launch
  /// and for a returning user.
  static var game: Expectation {
    Expectation(
      catalogue: GoogleRewardedInterstitialRules.all,
      exceptions: ["gma.rewarded-interstitial.never-presents-expired": (.unverified, Self.presentsOnItsOwnClock)],
      foundByExploration: ["gma.rewarded-interstitial.never-presents-expired": Self.noAgeCheck],
      breaksReachAppUnderAd: true)
  }

  @Test("the app's app open ads: no open counting, and no load while the game's ad is up")
  func appOpen() async {
    await judge(tapRushApp, Self.app)
  }

  @Test("the game on a first launch, whose first level starts before consent allows a request")
  func gameFirstLaunch() async {
    await judge(tapRushGame, Self.game)
  }

  @Test("the game for a returning user")
  func gameReturningUser() async {
    await judge(tapRushGameReturningUser, Self.game)
  }

  @Test("the game's consent, gathered by its app delegate")
  func consent() async {
    await judge(tapRushConsent, Expectation(catalogue: GoogleConsentRules.all))
  }
}
