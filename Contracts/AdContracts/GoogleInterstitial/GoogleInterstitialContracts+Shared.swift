import FakeGoogleMobileAds

extension GoogleInterstitialContracts {
  /// The rules every Google full-screen format shares, in this format's words.
  static let shared = GoogleSharedRules(
    GoogleFullScreenFormat(
      prefix: "gma.interstitial.", anAd: "an interstitial", demoUnit: GoogleTestAdUnits.interstitial,
      moment: "at a natural break", again: "another break comes", next: "the next break",
      testSection: testSection, loadSection: loadSection, callbacksSection: callbacksSection,
      showSection: showSection, sampleSection: sampleSection),
    on: GoogleInterstitialRun.self)
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
}
