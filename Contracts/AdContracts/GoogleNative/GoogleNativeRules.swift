/// The rules of Google's native advanced guide for iOS and AdMob's native ads policy, as
/// rules.
///
/// ```swift
/// @Test(arguments: GoogleNativeRules.all)
/// func native(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleNativeScreen("RecipeScreen") { _ in RecipeViewController() })
/// }
/// ```
public enum GoogleNativeRules {
  /// Every native ad rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    testIDsUnderTest,
    assetsInsideAdView,
    minimumSize,
    videoMediaViewSize,
    attributionShown,
    adChoicesNotCovered,
    textNotTruncated,
    whitespaceNotClickable,
    assetsMatchAd,
    adSetAfterViewsFilled,
    delegateSetBeforeShown,
    oneViewPerAd,
    rowKeepsItsAd,
    releasedWithScreen,
    clicksReachSDK,
  ]

  static let guide = "Native ads (Google Mobile Ads, iOS)"
  static let testSection = "\(guide) › Always test with test ads"
  static let displaySection = "\(guide) › Display the ad"
  static let eventsSection = "\(guide) › Native ad events"
  static let policy = "Native ads policies and guidelines (AdMob)"
  static let sizeSection = "\(policy) › Size and layout"
  static let attributionSection = "\(policy) › Ad attribution"
  static let adChoicesSection = "\(policy) › AdChoices overlay"
  static let textSection = "\(policy) › Text assets"
  static let clickSection = "\(policy) › Clickable assets"
}

extension GoogleNativeRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleNative, title: "Native ads (Google Mobile Ads)", rules: all, behaviours: behaviours)

  /// What the guide and the policy ask of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleNative, requirement: "Test only with Google's demo units.", guide: testSection,
      rules: ["gma.native.test-ids-under-test"]),
    .init(
      kind: .googleNative,
      requirement:
        "Keep every asset inside the native ad view, the ad at least 32×32 pt and a video's media view at least 120×120 pt.",
      guide: sizeSection,
      rules: ["gma.native.assets-inside-ad-view", "gma.native.minimum-size", "gma.native.video-media-view-size"]),
    .init(
      kind: .googleNative, requirement: "Mark the ad as an ad with an attribution badge.", guide: attributionSection,
      rules: ["gma.native.attribution-shown"]),
    .init(
      kind: .googleNative, requirement: "Leave the AdChoices icon visible, with nothing laid over it.",
      guide: adChoicesSection, rules: ["gma.native.adchoices-not-covered"]),
    .init(
      kind: .googleNative, requirement: "Show at least 25 characters of the headline and 90 of the body.",
      guide: textSection, rules: ["gma.native.text-not-truncated"]),
    .init(
      kind: .googleNative, requirement: "Make only the ad's assets clickable, not its empty space.",
      guide: clickSection, rules: ["gma.native.whitespace-not-clickable"]),
    .init(
      kind: .googleNative,
      requirement: "Fill the asset views, then give the view its ad; set the ad's delegate before it shows.",
      guide: displaySection,
      rules: ["gma.native.ad-set-after-views-filled", "gma.native.delegate-set-before-shown"]),
    .init(
      kind: .googleNative, requirement: "Show each native ad in one native ad view at a time.",
      guide: displaySection, rules: ["gma.native.one-view-per-ad"]),
    .init(
      kind: .googleNative,
      requirement:
        "In a feed, show each row's own ad in whichever cell is reused for it, its asset views filled from it.",
      guide: displaySection, rules: ["gma.native.assets-match-ad", "gma.native.row-keeps-its-ad"]),
    .init(
      kind: .googleNative, requirement: "Let the native ads a screen showed go once the user leaves it.",
      guide: displaySection, rules: ["gma.native.released-with-screen"]),
    .init(
      kind: .googleNative, requirement: "Let the SDK handle taps on the asset views.", guide: displaySection,
      rules: ["gma.native.clicks-reach-sdk"]),
  ]
}
