import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIWeatherNowTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleBannerContracts.all,
        exceptions: [
          "gma.banner.pauses-while-screen-presented": (.unverified, "The weather screen has no timed activity to pause, so it names no activitiesRunning probe."),
          "gma.banner.resumes-after-screen-dismissed": (.unverified, "The weather screen has no timed activity to resume, so it names no activitiesRunning probe."),
        ],
        harnessGaps: [
          "gma.banner.reloads-after-rotation": "The fake UIHostingController does not pass viewWillTransition(to:with:) on to the child controller a UIViewControllerRepresentable adds, so WeatherNowBannerController never hears of the rotation and loads nothing; on a device UIKit forwards the size change to every child view controller and the controller reloads with a landscape adaptive size in the transition's completion.",
        ])

  @Test func weatherNowKeepsEveryBannerRule() async {
    await judge(swiftUIWeatherNow, Self.expectation)
  }
}
