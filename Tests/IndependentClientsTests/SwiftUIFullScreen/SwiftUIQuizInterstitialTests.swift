import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI quiz interstitial")
struct SwiftUIQuizInterstitialTests {
  @Test("the quiz keeps every interstitial rule")
  func quiz() async {
    await judge(
      swiftUIQuizInterstitial,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        harnessGaps: [
          "gma.interstitial.recovers-after-load-failure":
            "exploration plays its transition step (the naturalBreak hook, a tap on Next quiz) while the subject's breakOffered probe reads false and without carrying on first, so the tap finds no button and no break comes, yet it judges the app for loading nothing by that break; on a device the user reaches Next quiz only after Finish quiz, where the app loads again"
        ]))
  }
}
