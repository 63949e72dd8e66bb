import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIWeatherNowTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleBannerRules.all,
        exceptions: [
          "gma.banner.pauses-while-screen-presented": (.notApplicable, "The weather screen has no timed activity to pause; its subject declares so."),
          "gma.banner.resumes-after-screen-dismissed": (.notApplicable, "The weather screen has no timed activity to resume; its subject declares so."),
        ])

  @Test func weatherNowKeepsEveryBannerRule() async {
    await judge(swiftUIWeatherNow, Self.expectation)
  }
}
