import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI coin store rewarded")
struct SwiftUICoinStoreRewardedTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleRewardedRules.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only Watch button is on the store's own screen, which the ad covers")
        ])

  @Test("the coin store keeps every rewarded rule")
  func coinStore() async {
    await judge(
      swiftUICoinStoreRewarded,
      Self.expectation)
  }
}
