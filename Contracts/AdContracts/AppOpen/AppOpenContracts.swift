/// The rules of Google's app open ad guide for iOS, as contracts.
///
/// ```swift
/// @Test(arguments: AppOpenContracts.all)
/// func appOpen(_ contract: Contract) async {
///   await contract.expectConformance(of: .appOpen(
///     "MyApp", readsTimeFromContext: true) { context in MyAppDelegate(now: context.now) })
/// }
/// ```
public enum AppOpenContracts {
  /// Every app open rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    singleLoad.monitored(by: AppOpenMonitors.singleLoad),
    singlePresentation.monitored(by: GoogleFullScreenMonitors.singlePresentation(AppOpenRun.self)),
    loadsWhenUnavailable.monitored(by: AppOpenMonitors.loadsWhenUnavailable),
    recoversAfterLoadFailure.monitored(by: GoogleFullScreenMonitors.recoversAfterLoadFailure(AppOpenRun.self)),
    neverPresentsExpired.monitored(by: AppOpenMonitors.neverPresentsExpired),
    neverReusesAd.monitored(by: GoogleFullScreenMonitors.neverReusesAd(AppOpenRun.self)),
    showsOnForeground.monitored(by: AppOpenMonitors.showsOnForeground),
    delegateSetBeforePresent.monitored(by: GoogleFullScreenMonitors.delegateSetBeforePresent(AppOpenRun.self)),
    coldStartOnlyOnLoadingScreen.monitored(by: AppOpenMonitors.coldStartOnlyOnLoadingScreen),
    testIDsUnderTest.monitored(by: GoogleFullScreenMonitors.testIDsUnderTest(AppOpenRun.self)),
    reloadsAfterDismiss.monitored(
      by: GoogleFullScreenMonitors.loadsAfter(
        .adDidDismissFullScreenContent, AppOpenRun.self, what: "adDidDismissFullScreenContent")),
    reloadsAfterPresentFailure.monitored(
      by: GoogleFullScreenMonitors.loadsAfter(
        .adDidFailToPresentFullScreenContentWithError, AppOpenRun.self,
        what: "ad(_:didFailToPresentFullScreenContentWithError:)")),
    dismissesLoadingScreen.monitored(by: AppOpenMonitors.dismissesLoadingScreen),
    waitsForReturningUsers.monitored(by: AppOpenMonitors.waitsForReturningUsers),
    noRetryStorm.monitored(by: GoogleFullScreenMonitors.noRetryStorm(AppOpenRun.self)),
  ]

  static let guide = "App open ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let managerSection = "\(guide) › Implement a manager class"
  static let loadSection = "\(guide) › Load an ad"
  static let showSection = "\(guide) › Show the ad"
  static let foregroundSection = "\(guide) › Show the ad during app foreground events"
  static let expirySection = "\(guide) › Consider ad expiration"
  static let practicesSection = "\(guide) › Best practices"
}
