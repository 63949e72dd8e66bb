import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI quiz interstitial")
struct SwiftUIQuizInterstitialTests {
  @Test("the quiz keeps every interstitial rule")
  func quiz() async {
    await judge(swiftUIQuizInterstitial, Expectation(catalogue: GoogleInterstitialContracts.all))
  }
}
