import FakeGoogleMobileAds

extension GoogleInterstitialRules {
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(
    GoogleFullScreenFormat(
      prefix: "gma.interstitial.", anAd: "an interstitial", demoUnit: GoogleTestAdUnits.interstitial,
      moment: "at a natural break", again: "another break comes", next: "the next break",
      testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
      showSection: showSection, sampleSection: sampleSection),
    on: GoogleInterstitialRun.self)
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
}
