import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI quiz interstitial")
struct SwiftUIQuizInterstitialTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleInterstitialRules.all)

  @Test("the quiz keeps every interstitial rule")
  func quiz() async {
    await judge(
      swiftUIQuizInterstitial,
      Self.expectation)
  }
}
