import FakeGoogleMobileAds

extension GoogleRewardedContracts {
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(
    GoogleFullScreenFormat(
      prefix: "gma.rewarded.", anAd: "a rewarded ad", demoUnit: GoogleTestAdUnits.rewarded,
      moment: "when the user asks to watch", again:
        "the user asks again from outside the app's screen (for a subject that declares askReachesAppUnderAd; where the"
        + " user asks only on the app's screen, which the ad covers, the check is not applicable and the rule's monitor"
        + " watches every run)", next: "the next time the user asks to watch",
      testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
      showSection: showSection, sampleSection: sampleSection),
    on: GoogleRewardedRun.self)
  static var singlePresentation: Contract { shared.singlePresentation }
  static var neverReusesAd: Contract { shared.neverReusesAd }
  static var delegateSetBeforePresent: Contract { shared.delegateSetBeforePresent }
  static var testIDsUnderTest: Contract { shared.testIDsUnderTest }
  static var reloadsAfterDismiss: Contract { shared.reloadsAfterDismiss }
  static var reloadsAfterPresentFailure: Contract { shared.reloadsAfterPresentFailure }
  static var recoversAfterLoadFailure: Contract { shared.recoversAfterLoadFailure }
  static var noRetryStorm: Contract { shared.noRetryStorm }
}
