import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI coin store paying on close")
struct SwiftUICoinStorePaysOnCloseTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleRewardedRules.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only Watch button is on the store's own screen, which the ad covers")
        ],
        planted: ["gma.rewarded.rewards-whatever-the-order"])

  @Test("a reward earned after the ad closed is never paid")
  func paysOnClose() async {
    await judge(
      swiftUICoinStorePaysOnClose,
      Self.expectation)
  }
}
