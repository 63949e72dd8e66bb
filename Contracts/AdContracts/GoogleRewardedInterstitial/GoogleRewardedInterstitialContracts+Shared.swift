import FakeGoogleMobileAds

extension GoogleRewardedInterstitialContracts {
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
  static var singlePresentation: Contract { shared.singlePresentation }
  static var neverReusesAd: Contract { shared.neverReusesAd }
  static var delegateSetBeforePresent: Contract { shared.delegateSetBeforePresent }
  static var testIDsUnderTest: Contract { shared.testIDsUnderTest }
  static var reloadsAfterDismiss: Contract { shared.reloadsAfterDismiss }
  static var reloadsAfterPresentFailure: Contract { shared.reloadsAfterPresentFailure }
  static var recoversAfterLoadFailure: Contract { shared.recoversAfterLoadFailure }
  static var noRetryStorm: Contract { shared.noRetryStorm }
  static var neverPresentsExpired: Contract { shared.neverPresentsExpired }
  static var singleLoad: Contract { shared.singleLoad }
  static var noRewardWithoutEarning: Contract { rewards.noRewardWithoutEarning }
  static var rewardsWhateverTheOrder: Contract { rewards.rewardsWhateverTheOrder }
  static var noRewardOnFailedPresent: Contract { rewards.noRewardOnFailedPresent }
}
