import AdContracts
import IndependentApps
import Testing

@Suite("SwiftUI notes app open, eager loads")
struct SwiftUINotesAppOpenEagerTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleAppOpenRules.all,
        exceptions: [
          "gma.app-open.dismisses-loading-screen": (.notApplicable, "the app has no loading screen; it opens on its notes"),
          "gma.app-open.single-load": (
            .pass,
            "the check's returning user sees the held ad presented before the load's Task makes its call; only opens that show no ad (a new user's) load over an unused ad, which exploration plays"
          ),
        ],
        planted: ["gma.app-open.single-load"])

  @Test("loading at every activation with an ad in hand breaks single-load")
  func eager() async {
    await judge(
      swiftUINotesAppOpenEager,
      Self.expectation)
  }
}
