/// The rules of Google's rewarded interstitial guide for iOS and its policy on the
/// introduction screen, as contracts.
///
/// ```swift
/// @Test(arguments: GoogleRewardedInterstitialContracts.all)
/// func rewardedInterstitial(_ contract: Contract) async {
///   await contract.expectConformance(of: .googleRewardedInterstitialScreen(
///     "BonusRounds", naturalBreak: { $0.gameOver() }, rewardsGranted: { $0.coins }
///   ) { _ in BonusRoundViewController() })
/// }
/// ```
public enum GoogleRewardedInterstitialContracts {
  /// Every rewarded interstitial rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    noRewardWithoutEarning,
    rewardsWhateverTheOrder,
    noRewardOnFailedPresent,
    introBeforeAd.monitored(by: GoogleRewardedInterstitialMonitors.introBeforeAd),
    skippedWhenDeclined.monitored(by: GoogleRewardedInterstitialMonitors.skippedWhenDeclined),
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    neverPresentsExpired,
  ]

  static let guide = "Rewarded interstitial ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let sampleSection = "\(guide) › Sample app (RewardedInterstitialExample)"
  static let introSection = "AdMob Help › Rewarded interstitial ads › Introduction screen"
}
