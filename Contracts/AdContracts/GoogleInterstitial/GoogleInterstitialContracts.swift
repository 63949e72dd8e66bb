/// The rules of Google's interstitial ad guide for iOS and its best practices, as contracts.
///
/// ```swift
/// @Test(arguments: GoogleInterstitialContracts.all)
/// func interstitial(_ contract: Contract) async {
///   await contract.expectConformance(of: .googleInterstitialScreen(
///     "Levels", naturalBreak: { $0.finishLevel() }, contentProgress: { $0.level }
///   ) { _ in LevelViewController() })
/// }
/// ```
public enum GoogleInterstitialContracts {
  /// Every interstitial rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    notShownOnLoad.monitored(by: GoogleInterstitialMonitors.notShownOnLoad),
    shownAtBreak.monitored(by: GoogleInterstitialMonitors.shownAtBreak),
    skipsWhenNotReady.monitored(by: GoogleInterstitialMonitors.skipsWhenNotReady),
    neverPresentsExpired,
  ]

  static let guide = "Interstitial ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let practicesSection = "\(guide) › Best practices"
  static let sampleSection = "\(guide) › Sample app (InterstitialExample)"
}
