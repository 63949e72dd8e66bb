import AdContracts
import FakeUIKit
import Foundation
import Testing

extension AppOpenStale.AppOpenAdManager {
  /// Puts the singleton back as a new process finds it, as every cold launch on a device
  /// does.
  func resetAsInNewProcess() {
    appOpenAd = nil
    loadTime = nil
    isLoadingAd = false
    isShowingAd = false
    now = { Date() }
  }
}

/// The to-do app whose availability check ignores the ad's age, each run starting as a
/// new process would (the singleton reset first; see PlacementAppOpenSingleton for what the
/// harness does with the singleton kept).
let placementAppOpenStale = Subject.appOpen(
  "PlacementAppOpenStale", readsTimeFromContext: true,
  isLoadingScreenUp: { _ in false },
  returningUser: { $0.opens = 10 }
) { context in
  AppOpenStale.AppOpenAdManager.shared.resetAsInNewProcess()
  return AppOpenStale.AppOpenAppDelegate(defaults: placementFreshDefaults("PlacementAppOpenStale"), now: context.now)
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
