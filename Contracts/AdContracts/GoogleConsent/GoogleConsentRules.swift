import AdSimulation
import FakeUserMessagingPlatform

/// The rules of Google's consent guidance for the Mobile Ads SDK with the User Messaging
/// Platform, as rules.
///
/// ```swift
/// @Test(arguments: GoogleConsentRules.all)
/// func consent(_ rule: Rule) async {
///   await rule.expectConformance(of: .googleConsentScreen(
///     "Game", privacyOptionsOffered: { $0.privacyButton.isEnabled }
///   ) { _ in GameViewController() })
/// }
/// ```
public enum GoogleConsentRules {
  /// Every consent rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    updatesEveryLaunch,
    noRequestBeforeConsent,
    noAdsWhenDenied,
    privacyOptionsEntryPoint,
    loadsAfterConsent,
    usesPreviousConsent,
  ]

  static let guide = "User Messaging Platform (iOS)"
  static let updateSection = "\(guide) › Request the latest consent information"
  static let requestAdsSection = "\(guide) › Request ads"
  static let privacySection = "\(guide) › Privacy options"
  static let sampleSection = "Google Mobile Ads samples › GoogleMobileAdsConsentManager"

  /// The latency of the consent update in the scenarios.
  static let updateLatency: Duration = .seconds(1)
  /// How long the scenarios let the user take to answer the consent form.
  static let answerLatency: Duration = .seconds(2)

  /// A first launch where the form shows and the user consents after 2 s.
  static let firstLaunchConsenting = ConsentBehaviour(
    consent: .obtained, previousSession: .firstLaunch, updateLatency: updateLatency, answerLatency: answerLatency)
}

extension GoogleConsentRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleConsent, title: "Consent before ads (User Messaging Platform)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .googleConsent, requirement: "Ask for the latest consent information on every launch.",
      guide: updateSection,
      rules: ["gma.consent.updates-every-launch"]),
    .init(
      kind: .googleConsent, requirement: "Request ads only while consent allows it, and none after a refusal.",
      guide: requestAdsSection,
      rules: ["gma.consent.no-request-before-consent", "gma.consent.no-ads-when-denied"]),
    .init(
      kind: .googleConsent, requirement: "Offer a privacy options entry point when one is required.",
      guide: privacySection,
      rules: ["gma.consent.privacy-options-entry-point"]),
    .init(
      kind: .googleConsent, requirement: "Load ads once consent is given, and at once on an earlier session's consent.",
      guide: sampleSection,
      rules: ["gma.consent.loads-after-consent", "gma.consent.uses-previous-consent"]),
  ]
}
