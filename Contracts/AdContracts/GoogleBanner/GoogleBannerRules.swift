/// The rules of Google's banner ad guide for iOS, the banner view's header and its sample,
/// as rules.
///
/// ```swift
/// @Test(arguments: GoogleBannerRules.all)
/// func banner(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleBannerScreen(
///     "BannerScreen", activitiesRunning: { $0.isAnimating }, contentViews: { [$0.contentView] }
///   ) { _ in BannerViewController() })
/// }
/// ```
public enum GoogleBannerRules {
  /// Every banner rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    testIDsUnderTest,
    adaptiveSizeMatchesWidth,
    reloadsAfterRotation,
    notCoveringContent,
    pausesWhileScreenPresented,
    resumesAfterScreenDismissed,
    delegateKeptAlive,
  ]

  static let guide = "Banner ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let sizeSection = "\(guide) › Anchored adaptive banners"
  static let rotationSection = "\(guide) › Handle orientation changes"
  static let eventsSection = "\(guide) › Ad events"
  static let placementSection = "\(guide) › Implementation guidance"
  static let sampleSection = "\(guide) › Sample app (BannerExample)"
}

extension GoogleBannerRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleBanner, title: "Banner ads (Google Mobile Ads)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleBanner, requirement: "Test only with Google's demo units.", guide: testSection,
      rules: ["gma.banner.test-ids-under-test"]),
    .init(
      kind: .googleBanner,
      requirement: "Ask for an adaptive size made for the banner's width, and a new one when the orientation changes.",
      guide: sizeSection, rules: ["gma.banner.adaptive-size-matches-width", "gma.banner.reloads-after-rotation"]),
    .init(
      kind: .googleBanner, requirement: "Keep the banner clear of the content.", guide: placementSection,
      rules: ["gma.banner.not-covering-content"]),
    .init(
      kind: .googleBanner,
      requirement: "Pause timed activities while a clicked ad's screen is up, and resume them after.",
      guide: eventsSection,
      rules: ["gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed"]),
    .init(
      kind: .googleBanner, requirement: "Keep the banner's delegate alive, so it hears every event.",
      guide: eventsSection,
      rules: ["gma.banner.delegate-kept-alive"]),
  ]
}
