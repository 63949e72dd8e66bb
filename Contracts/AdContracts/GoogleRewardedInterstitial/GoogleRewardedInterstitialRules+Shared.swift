import FakeGoogleMobileAds

extension GoogleRewardedInterstitialRules {
  /// The format's words for the rules the Google full-screen formats share.
  static let format = GoogleFullScreenFormat(
    prefix: "gma.rewarded-interstitial.", anAd: "a rewarded interstitial",
    demoUnit: GoogleTestAdUnits.rewardedInterstitial,
    moment: "at a natural break, after its introduction", again: "another break comes", next: "the next break",
    testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
    showSection: showSection, sampleSection: sampleSection)
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(format, on: GoogleRewardedInterstitialRun.self)
  /// The reward rules the two reward formats share, in this format's words.
  static let rewards = GoogleRewardRules(
    format,
    .init(
      showing: "At a break the ad shows after its introduction, and the user closes", asking: "runs a break",
      earnSection: sampleSection,
      earnSentence:
        "The sample grants the coins in the earn handler alone, and a user can close the ad without earning them.",
      failureSection: sampleSection,
      failureSentence: "The sample answers a failed presentation by moving on to the next game, granting nothing.",
      failureFix: "carry on without a reward"),
    on: GoogleRewardedInterstitialRun.self)
  static var singlePresentation: Rule { shared.singlePresentation }
  static var neverReusesAd: Rule { shared.neverReusesAd }
  static var delegateSetBeforePresent: Rule { shared.delegateSetBeforePresent }
  static var testIDsUnderTest: Rule { shared.testIDsUnderTest }
  static var reloadsAfterDismiss: Rule { shared.reloadsAfterDismiss }
  static var reloadsAfterPresentFailure: Rule { shared.reloadsAfterPresentFailure }
  static var recoversAfterLoadFailure: Rule { shared.recoversAfterLoadFailure }
  static var noRetryStorm: Rule { shared.noRetryStorm }
  static var neverPresentsExpired: Rule { shared.neverPresentsExpired }
  static var singleLoad: Rule { shared.singleLoad }
  static var noRewardWithoutEarning: Rule { rewards.noRewardWithoutEarning }
  static var rewardsWhateverTheOrder: Rule { rewards.rewardsWhateverTheOrder }
  static var noRewardOnFailedPresent: Rule { rewards.noRewardOnFailedPresent }
}
