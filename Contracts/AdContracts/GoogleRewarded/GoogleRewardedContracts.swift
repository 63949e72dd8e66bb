/// The rules of Google's rewarded ad guide for iOS, its sample and its policies, as
/// contracts.
///
/// ```swift
/// @Test(arguments: GoogleRewardedContracts.all)
/// func rewarded(_ contract: Contract) async {
///   await contract.expectConformance(of: .googleRewardedScreen(
///     "Coins", userAsksToWatch: { $0.watchVideo() }, rewardsGranted: { $0.coins }
///   ) { _ in CoinGameViewController() })
/// }
/// ```
public enum GoogleRewardedContracts {
  /// Every rewarded rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    noRewardWithoutEarning,
    rewardsWhateverTheOrder,

    noRewardOnFailedPresent,
    shownOnlyOnRequest.monitored(by: GoogleRewardedMonitors.shownOnlyOnRequest),
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    neverPresentsExpired,
  ]

  static let guide = "Rewarded ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let sampleSection = "\(guide) › Sample app (RewardedVideoExample)"
  static let optInSection = "AdMob Help › Rewarded interstitial ads (rewarded ads need an opt-in)"
}
