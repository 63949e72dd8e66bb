import AdSimulation
import FakeUserMessagingPlatform

/// The rules of Google's consent guidance for the Mobile Ads SDK with the User Messaging
/// Platform, as contracts.
///
/// ```swift
/// @Test(arguments: GoogleConsentContracts.all)
/// func consent(_ contract: Contract) async {
///   await contract.expectConformance(of: .googleConsentScreen(
///     "Game", privacyOptionsOffered: { $0.privacyButton.isEnabled }
///   ) { _ in GameViewController() })
/// }
/// ```
public enum GoogleConsentContracts {
  /// Every consent rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    updatesEveryLaunch.monitored(by: GoogleConsentMonitors.updatesEveryLaunch),
    noRequestBeforeConsent.monitored(by: GoogleConsentMonitors.noRequestBeforeConsent),
    noAdsWhenDenied.monitored(by: GoogleConsentMonitors.noAdsWhenDenied),
    privacyOptionsEntryPoint.monitored(by: GoogleConsentMonitors.privacyOptionsEntryPoint),
    loadsAfterConsent.monitored(by: GoogleConsentMonitors.loadsAfterConsent),
    usesPreviousConsent.monitored(by: GoogleConsentMonitors.usesPreviousConsent),
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
  static let firstLaunchConsenting = ConsentScenario(
    consent: .obtained, previousSession: .firstLaunch, updateLatency: updateLatency, answerLatency: answerLatency)
}
