/// The rules of Google's rewarded ad guide for iOS, its sample and its policies, as
/// rules.
///
/// ```swift
/// @Test(arguments: GoogleRewardedRules.all)
/// func rewarded(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleRewardedScreen(
///     "Coins", userAsksToWatch: { $0.watchVideo() }, rewardsGranted: { $0.coins }
///   ) { _ in CoinGameViewController() })
/// }
/// ```
public enum GoogleRewardedRules {
  /// Every rewarded rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    noRewardWithoutEarning,
    rewardsWhateverTheOrder,

    noRewardOnFailedPresent,
    shownOnlyOnRequest,
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    neverPresentsExpired,
    singleLoad,
  ]

  static let guide = "Rewarded ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let sampleSection = "\(guide) › Sample app (RewardedVideoExample)"
  static let optInSection = "AdMob Help › Rewarded interstitial ads (rewarded ads need an opt-in)"
}

extension GoogleRewardedRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleRewarded, title: "Rewarded ads (Google Mobile Ads)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleRewarded, requirement: "Test only with Google's demo units.", guide: testSection,
      rules: ["gma.rewarded.test-ids-under-test"]),
    .init(
      kind: .googleRewarded, requirement: "Show each ad once, one at a time, with its content delegate set.",
      guide: showSection,
      rules: [
        "gma.rewarded.single-presentation", "gma.rewarded.never-reuses-ad", "gma.rewarded.delegate-set-before-present",
      ]),
    .init(
      kind: .googleRewarded, requirement: "Show a rewarded ad only when the user asks to watch it.",
      guide: optInSection,
      rules: ["gma.rewarded.shown-only-on-request"]),
    .init(
      kind: .googleRewarded,
      requirement:
        "Reward only from the earn handler: never for a dismissal alone or a failed presentation, whatever the order of the callbacks.",
      guide: callbacksSection,
      rules: [
        "gma.rewarded.no-reward-without-earning", "gma.rewarded.rewards-whatever-the-order",
        "gma.rewarded.no-reward-on-failed-present",
      ]),
    .init(
      kind: .googleRewarded, requirement: "Drop a spent or failed ad and load the next ahead of the next offer.",
      guide: callbacksSection,
      rules: ["gma.rewarded.reloads-after-dismiss", "gma.rewarded.reloads-after-present-failure"]),
    .init(
      kind: .googleRewarded, requirement: "Recover from a failed load without retrying in a loop.", guide: loadSection,
      rules: ["gma.rewarded.recovers-after-load-failure", "gma.rewarded.no-retry-storm"]),
    .init(
      kind: .googleRewarded, requirement: "Never present an ad past its lifetime.", guide: loadSection,
      rules: ["gma.rewarded.never-presents-expired"]),
    .init(
      kind: .googleRewarded, requirement: "Load one ad at a time, and none over an unused one.", guide: loadSection,
      rules: ["gma.rewarded.single-load"]),
  ]
}
