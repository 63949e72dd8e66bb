/// The rules of Google's rewarded interstitial guide for iOS and its policy on the
/// introduction screen, as rules.
///
/// ```swift
/// @Test(arguments: GoogleRewardedInterstitialRules.all)
/// func rewardedInterstitial(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleRewardedInterstitialScreen(
///     "BonusRounds", naturalBreak: { $0.gameOver() }, rewardsGranted: { $0.coins }
///   ) { _ in BonusRoundViewController() })
/// }
/// ```
public enum GoogleRewardedInterstitialRules {
  /// Every rewarded interstitial rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    singlePresentation, neverReusesAd, delegateSetBeforePresent, testIDsUnderTest,
    noRewardWithoutEarning,
    rewardsWhateverTheOrder,
    noRewardOnFailedPresent,
    introBeforeAd,
    skippedWhenDeclined,
    reloadsAfterDismiss, reloadsAfterPresentFailure, recoversAfterLoadFailure, noRetryStorm,
    neverPresentsExpired,
    singleLoad,
  ]

  static let guide = "Rewarded interstitial ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let loadSection = "\(guide) › Load an ad"
  static let callbacksSection = "\(guide) › Set the callbacks"
  static let showSection = "\(guide) › Show the ad"
  static let sampleSection = "\(guide) › Sample app (RewardedInterstitialExample)"
  static let introSection = "AdMob Help › Rewarded interstitial ads › Introduction screen"
}

extension GoogleRewardedInterstitialRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleRewardedInterstitial, title: "Rewarded interstitial ads (Google Mobile Ads)", rules: all,
    behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleRewardedInterstitial, requirement: "Test only with Google's demo units.", guide: testSection,
      rules: ["gma.rewarded-interstitial.test-ids-under-test"]),
    .init(
      kind: .googleRewardedInterstitial,
      requirement: "Show each ad once, one at a time, with its content delegate set.", guide: showSection,
      rules: [
        "gma.rewarded-interstitial.single-presentation", "gma.rewarded-interstitial.never-reuses-ad",
        "gma.rewarded-interstitial.delegate-set-before-present",
      ]),
    .init(
      kind: .googleRewardedInterstitial,
      requirement: "Show the ad only after an introduction the user had time to read and could decline.",
      guide: introSection,
      rules: ["gma.rewarded-interstitial.intro-before-ad", "gma.rewarded-interstitial.skipped-when-declined"]),
    .init(
      kind: .googleRewardedInterstitial,
      requirement:
        "Reward only from the earn handler: never for a dismissal alone or a failed presentation, whatever the order of the callbacks.",
      guide: callbacksSection,
      rules: [
        "gma.rewarded-interstitial.no-reward-without-earning", "gma.rewarded-interstitial.rewards-whatever-the-order",
        "gma.rewarded-interstitial.no-reward-on-failed-present",
      ]),
    .init(
      kind: .googleRewardedInterstitial,
      requirement: "Drop a spent or failed ad and load the next ahead of the next break.", guide: callbacksSection,
      rules: [
        "gma.rewarded-interstitial.reloads-after-dismiss", "gma.rewarded-interstitial.reloads-after-present-failure",
      ]),
    .init(
      kind: .googleRewardedInterstitial, requirement: "Recover from a failed load without retrying in a loop.",
      guide: loadSection,
      rules: ["gma.rewarded-interstitial.recovers-after-load-failure", "gma.rewarded-interstitial.no-retry-storm"]),
    .init(
      kind: .googleRewardedInterstitial, requirement: "Never present an ad past its lifetime.", guide: loadSection,
      rules: ["gma.rewarded-interstitial.never-presents-expired"]),
    .init(
      kind: .googleRewardedInterstitial, requirement: "Load one ad at a time, and none over an unused one.",
      guide: loadSection,
      rules: ["gma.rewarded-interstitial.single-load"]),
  ]
}
