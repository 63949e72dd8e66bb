import FakeGoogleMobileAds

extension GoogleRewardedRules {
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
