/// The rules of Google's banner ad guide for iOS, the banner view's header and its sample,
/// as contracts.
///
/// ```swift
/// @Test(arguments: GoogleBannerContracts.all)
/// func banner(_ contract: Contract) async {
///   await contract.expectConformance(of: .googleBannerScreen(
///     "BannerScreen", activitiesRunning: { $0.isAnimating }, contentViews: { [$0.contentView] }
///   ) { _ in BannerViewController() })
/// }
/// ```
public enum GoogleBannerContracts {
  /// Every banner rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    rootViewControllerSet.monitored(by: GoogleBannerMonitors.rootViewControllerSet),
    testIDsUnderTest.monitored(by: GoogleBannerMonitors.testIDsUnderTest),
    adaptiveSizeMatchesWidth.monitored(by: GoogleBannerMonitors.adaptiveSizeMatchesWidth),
    reloadsAfterRotation.monitored(by: GoogleBannerMonitors.reloadsAfterRotation),
    notCoveringContent.monitored(by: GoogleBannerMonitors.notCoveringContent),
    pausesWhileScreenPresented.monitored(by: GoogleBannerMonitors.screenPauses(resuming: false)),
    resumesAfterScreenDismissed.monitored(by: GoogleBannerMonitors.screenPauses(resuming: true)),
  ]

  static let guide = "Banner ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let createSection = "\(guide) › Create a BannerView"
  static let sizeSection = "\(guide) › Anchored adaptive banners"
  static let rotationSection = "\(guide) › Handle orientation changes"
  static let eventsSection = "\(guide) › Ad events"
  static let placementSection = "\(guide) › Implementation guidance"
  static let sampleSection = "\(guide) › Sample app (BannerExample)"
}
