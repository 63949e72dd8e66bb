import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIWeatherNowTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleBannerRules.all,
        exceptions: [
          "gma.banner.pauses-while-screen-presented": (.unverified, "The weather screen has no timed activity to pause, so it names no activitiesRunning probe."),
          "gma.banner.resumes-after-screen-dismissed": (.unverified, "The weather screen has no timed activity to resume, so it names no activitiesRunning probe."),
        ])

  @Test func weatherNowKeepsEveryBannerRule() async {
    await judge(swiftUIWeatherNow, Self.expectation)
  }
}
