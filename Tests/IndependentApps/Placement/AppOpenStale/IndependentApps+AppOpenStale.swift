import AdContracts

extension IndependentApps {
  /// The to-do app whose availability check ignores the ad's age, its manager a
  /// `static let shared` singleton made anew in each run's fresh launch.
  public static let placementAppOpenStale = Subject.googleAppOpen(
    "PlacementAppOpenStale", readsTimeFromContext: true,
    isLoadingScreenUp: { _ in false },
    returningUser: { $0.opens = 10 }
  ) { context in
    AppOpenStale.AppOpenAppDelegate(defaults: freshDefaults("PlacementAppOpenStale"), now: context.now)
  }
}
