import AdContracts
import FakeUIKit
import Foundation
import Testing

/// The to-do app whose availability check ignores the ad's age, its manager a
/// `static let shared` singleton made anew in each run's fresh launch.
let placementAppOpenStale = Subject.appOpen(
  "PlacementAppOpenStale", readsTimeFromContext: true,
  isLoadingScreenUp: { _ in false },
  returningUser: { $0.opens = 10 }
) { context in
  AppOpenStale.AppOpenAppDelegate(defaults: placementFreshDefaults("PlacementAppOpenStale"), now: context.now)
}

@Suite("PlacementAppOpenStale")
struct PlacementAppOpenStaleTests {
  @Test func breaksOnlyTheExpiryRule() async {
    await judge(
      placementAppOpenStale,
      Expectation(
        catalogue: AppOpenContracts.all, exceptions: placementAppOpenNoLoadingScreen,
        planted: ["gma.app-open.never-presents-expired"]))
  }
}
