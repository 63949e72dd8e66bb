/// The rules of Google's app open ad guide for iOS, as rules.
///
/// ```swift
/// @Test(arguments: GoogleAppOpenRules.all)
/// func appOpen(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleAppOpen(
///     "MyApp", readsTimeFromContext: true) { context in MyAppDelegate(now: context.now) })
/// }
/// ```
public enum GoogleAppOpenRules {
  /// Every app open rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    singleLoad,
    singlePresentation,
    loadsWhenUnavailable,
    recoversAfterLoadFailure,
    neverPresentsExpired,
    neverReusesAd,
    showsOnForeground,
    delegateSetBeforePresent,
    coldStartOnlyOnLoadingScreen,
    testIDsUnderTest,
    reloadsAfterDismiss,
    reloadsAfterPresentFailure,
    dismissesLoadingScreen,
    waitsForReturningUsers,
    noRetryStorm,
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

extension GoogleAppOpenRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleAppOpen, title: "App open ads (Google Mobile Ads)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleAppOpen, requirement: "Test only with Google's test ad units.",
      guide: GoogleAppOpenRules.testSection,
      rules: ["gma.app-open.test-ids-under-test"]),
    .init(
      kind: .googleAppOpen, requirement: "Load ahead in a manager, one load at a time, whenever no ad is available.",
      guide: GoogleAppOpenRules.managerSection,
      rules: ["gma.app-open.single-load", "gma.app-open.loads-when-unavailable"]),
    .init(
      kind: .googleAppOpen, requirement: "Show an available ad when the app comes to the foreground, one at a time.",
      guide: GoogleAppOpenRules.foregroundSection,
      rules: ["gma.app-open.shows-on-foreground", "gma.app-open.single-presentation"]),
    .init(
      kind: .googleAppOpen,
      requirement:
        "Set the content delegate; drop the ad and load the next after a dismissal or a failed presentation.",
      guide: GoogleAppOpenRules.showSection,
      rules: [
        "gma.app-open.delegate-set-before-present", "gma.app-open.reloads-after-dismiss",
        "gma.app-open.reloads-after-present-failure", "gma.app-open.never-reuses-ad",
      ]),
    .init(
      kind: .googleAppOpen, requirement: "Clear the loading state after a failed load, without retrying in a loop.",
      guide: GoogleAppOpenRules.loadSection,
      rules: ["gma.app-open.recovers-after-load-failure", "gma.app-open.no-retry-storm"]),
    .init(
      kind: .googleAppOpen, requirement: "Treat an ad loaded four hours ago or more as unavailable.",
      guide: GoogleAppOpenRules.expirySection,
      rules: ["gma.app-open.never-presents-expired"]),
    .init(
      kind: .googleAppOpen,
      requirement: "On a cold start, show the ad only over the loading screen, and end that screen with the ad.",
      guide: GoogleAppOpenRules.practicesSection,
      rules: ["gma.app-open.cold-start-only-on-loading-screen", "gma.app-open.dismisses-loading-screen"]),
    .init(
      kind: .googleAppOpen, requirement: "Show app open ads only to users who have opened the app a few times.",
      guide: GoogleAppOpenRules.practicesSection,
      rules: ["gma.app-open.waits-for-returning-users"]),
  ]
}
