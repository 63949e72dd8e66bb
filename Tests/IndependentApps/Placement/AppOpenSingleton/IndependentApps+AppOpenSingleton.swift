import AdContracts
import FakeUIKit
import Foundation

extension IndependentApps {
  /// The to-do app as it is, its manager a `static let shared` singleton.
  public static let placementAppOpenSingleton = Subject.googleAppOpen(
    "PlacementAppOpenSingleton", readsTimeFromContext: true,
    isLoadingScreenUp: { _ in false },
    returningUser: { $0.opens = 10 }
  ) { context in
    AppOpenSingleton.AppOpenAppDelegate(defaults: freshDefaults("PlacementAppOpenSingleton"), now: context.now)
  }

  /// A store of the app's settings emptied for each run, as a fresh install has.
  @MainActor
  static func freshDefaults(_ name: String) -> UserDefaults {
    let defaults = UserDefaults(suiteName: name)!
    defaults.removePersistentDomain(forName: name)
    return defaults
  }
}
