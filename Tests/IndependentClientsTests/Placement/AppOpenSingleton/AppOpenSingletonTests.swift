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

extension AppOpenSingleton.AppOpenAdManager {
  /// Puts the singleton back as a new process finds it: what a device gives every cold
  /// launch, and what runs in one test process do not get on their own.
  func resetAsInNewProcess() {
    appOpenAd = nil
    loadTime = nil
    isLoadingAd = false
    isShowingAd = false
    now = { Date() }
  }
}

/// The to-do app as it is, its manager a `static let shared` singleton kept between runs.
let placementAppOpenSingleton = Subject.appOpen(
  "PlacementAppOpenSingleton", readsTimeFromContext: true,
  isLoadingScreenUp: { _ in false },
  returningUser: { $0.opens = 10 }
) { context in
  AppOpenSingleton.AppOpenAppDelegate(defaults: placementFreshDefaults("PlacementAppOpenSingleton"), now: context.now)
}

/// The same app, each run starting as a new process would: the singleton reset first.
let placementAppOpenSingletonNewProcess = Subject.appOpen(
  "PlacementAppOpenSingletonNewProcess", readsTimeFromContext: true,
  isLoadingScreenUp: { _ in false },
  returningUser: { $0.opens = 10 }
) { context in
  AppOpenSingleton.AppOpenAdManager.shared.resetAsInNewProcess()
  return AppOpenSingleton.AppOpenAppDelegate(
    defaults: placementFreshDefaults("PlacementAppOpenSingletonNewProcess"), now: context.now)
}

/// What the app without a loading screen earns besides passes.
let placementAppOpenNoLoadingScreen: [String: (status: Report.Status, why: String)] = [
  "gma.app-open.dismisses-loading-screen": (.notApplicable, "the app has no loading screen")
]

/// Serialized: both subjects drive the one `AppOpenAdManager.shared`.
@Suite("PlacementAppOpenSingleton", .serialized)
struct PlacementAppOpenSingletonTests {
  @Test func keepsEveryAppOpenRuleAsWritten() async {
    let gap =
      "The harness reports unverified on every rule because two warm-up runs in one process share the static manager"
      + " (the second finds isLoadingAd still set by the first, whose load the ended run never answered, and loads nothing);"
      + " on a device every cold launch is a new process with a new AppOpenAdManager.shared, and the rule passes."
    let rules = AppOpenContracts.all.map(\.id)
    var gaps = Dictionary(uniqueKeysWithValues: rules.map { ($0, gap) })
    gaps["gma.app-open.dismisses-loading-screen"] =
      "The harness reports unverified because the static manager outlives each run; on a device the app has no loading screen and the rule does not apply."
    await withKnownIssue("exploration refuses a client whose static state outlives a run") {
      await judge(
        placementAppOpenSingleton,
        Expectation(catalogue: AppOpenContracts.all, exceptions: placementAppOpenNoLoadingScreen, harnessGaps: gaps))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("could not be explored") }
    }
  }

  @Test func keepsEveryAppOpenRuleInANewProcess() async {
    await judge(
      placementAppOpenSingletonNewProcess,
      Expectation(catalogue: AppOpenContracts.all, exceptions: placementAppOpenNoLoadingScreen))
  }
}
