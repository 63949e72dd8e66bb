/// The rules of Google's interstitial ad guide for iOS and its best practices, as rules.
///
/// ```swift
/// @Test(arguments: GoogleInterstitialRules.all)
/// func interstitial(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleInterstitialScreen(
///     "Levels", naturalBreak: { $0.finishLevel() }, contentProgress: { $0.level }
///   ) { _ in LevelViewController() })
/// }
/// ```
public enum GoogleInterstitialRules {
  /// Every interstitial rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    notShownOnLoad,
    shownAtBreak,
    skipsWhenNotReady,
    neverPresentsExpired,
    singleLoad,
  ]

  static let guide = "Interstitial ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let practicesSection = "\(guide) › Best practices"
  static let sampleSection = "\(guide) › Sample app (InterstitialExample)"
}

extension GoogleInterstitialRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleInterstitial, title: "Interstitial ads (Google Mobile Ads)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleInterstitial, requirement: "Test only with Google's demo units.", guide: testSection,
      rules: ["gma.interstitial.test-ids-under-test"]),
    .init(
      kind: .googleInterstitial, requirement: "Show each ad once, one at a time, with its content delegate set.",
      guide: showSection,
      rules: [
        "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
        "gma.interstitial.delegate-set-before-present",
      ]),
    .init(
      kind: .googleInterstitial, requirement: "Drop a spent or failed ad and load the next ahead of the next break.",
      guide: callbacksSection,
      rules: ["gma.interstitial.reloads-after-dismiss", "gma.interstitial.reloads-after-present-failure"]),
    .init(
      kind: .googleInterstitial, requirement: "Recover from a failed load without retrying in a loop.",
      guide: loadSection,
      rules: ["gma.interstitial.recovers-after-load-failure", "gma.interstitial.no-retry-storm"]),
    .init(
      kind: .googleInterstitial,
      requirement: "Show the ad at a natural break, never as it loads; without one, carry on.", guide: practicesSection,
      rules: [
        "gma.interstitial.not-shown-on-load", "gma.interstitial.shown-at-break",
        "gma.interstitial.skips-when-not-ready",
      ]),
    .init(
      kind: .googleInterstitial, requirement: "Never present an ad past its lifetime.", guide: loadSection,
      rules: ["gma.interstitial.never-presents-expired"]),
    .init(
      kind: .googleInterstitial, requirement: "Load one ad at a time, and none over an unused one.", guide: loadSection,
      rules: ["gma.interstitial.single-load"]),
  ]
}
