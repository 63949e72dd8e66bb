import FakeGoogleMobileAds

extension GoogleRewardedContracts {
  /// The format's words for the rules the Google full-screen formats share.
  static let format = GoogleFullScreenFormat(
    prefix: "gma.rewarded.", anAd: "a rewarded ad", demoUnit: GoogleTestAdUnits.rewarded,
    moment: "when the user asks to watch",
    again:
      "the user asks again from outside the app's screen (for a subject that declares askReachesAppUnderAd; where the"
      + " user asks only on the app's screen, which the ad covers, the check is not applicable and the rule's monitor"
      + " watches every run)", next: "the next time the user asks to watch",
    testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
    showSection: showSection, sampleSection: sampleSection)
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(format, on: GoogleRewardedRun.self)
  /// The reward rules the two reward formats share, in this format's words.
  static let rewards = GoogleRewardRules(
    format,
    .init(
      showing: "The user asks to watch and closes", asking: "the user asks to watch",
      earnSection: callbacksSection,
      earnSentence:
        "The guide's code grants the reward in the earn handler alone, and a user can close the ad without earning it.",
      failureSection: sampleSection,
      failureSentence: "The sample answers a failed presentation with a message to the user and no reward.",
      failureFix: "tell the user the ad could not be shown and grant nothing"),
    on: GoogleRewardedRun.self)
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
