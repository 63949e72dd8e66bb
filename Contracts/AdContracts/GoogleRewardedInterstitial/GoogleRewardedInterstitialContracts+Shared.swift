import FakeGoogleMobileAds

extension GoogleRewardedInterstitialContracts {
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(
    GoogleFullScreenFormat(
      prefix: "gma.rewarded-interstitial.", anAd: "a rewarded interstitial", demoUnit: GoogleTestAdUnits.rewardedInterstitial,
      moment: "at a natural break, after its introduction", again: "another break comes", next: "the next break",
      testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
      showSection: showSection, sampleSection: sampleSection),
    on: GoogleRewardedInterstitialRun.self)
  static var singlePresentation: Contract { shared.singlePresentation }
  static var neverReusesAd: Contract { shared.neverReusesAd }
  static var delegateSetBeforePresent: Contract { shared.delegateSetBeforePresent }
  static var testIDsUnderTest: Contract { shared.testIDsUnderTest }
  static var reloadsAfterDismiss: Contract { shared.reloadsAfterDismiss }
  static var reloadsAfterPresentFailure: Contract { shared.reloadsAfterPresentFailure }
  static var recoversAfterLoadFailure: Contract { shared.recoversAfterLoadFailure }
  static var noRetryStorm: Contract { shared.noRetryStorm }
}
