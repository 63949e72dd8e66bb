import AdContracts
import FakeUIKit
import Foundation
import Testing

/// A store of the app's settings emptied for each run, as a fresh install has.
@MainActor
func placementFreshDefaults(_ name: String) -> UserDefaults {
  let defaults = UserDefaults(suiteName: name)!
  defaults.removePersistentDomain(forName: name)
  return defaults
}

/// The to-do app as it is, its manager a `static let shared` singleton.
let placementAppOpenSingleton = Subject.appOpen(
  "PlacementAppOpenSingleton", readsTimeFromContext: true,
  isLoadingScreenUp: { _ in false },
  returningUser: { $0.opens = 10 }
) { context in
  AppOpenSingleton.AppOpenAppDelegate(defaults: placementFreshDefaults("PlacementAppOpenSingleton"), now: context.now)
}

/// What the app without a loading screen earns besides passes.
let placementAppOpenNoLoadingScreen: [String: (status: Report.Status, why: String)] = [
  "gma.app-open.dismisses-loading-screen": (.notApplicable, "the app has no loading screen")
]

@Suite("PlacementAppOpenSingleton")
struct PlacementAppOpenSingletonTests {
  @Test func keepsEveryAppOpenRuleAsWritten() async {
    await judge(
      placementAppOpenSingleton,
      Expectation(catalogue: AppOpenContracts.all, exceptions: placementAppOpenNoLoadingScreen))
  }
}
