import AdContracts

extension IndependentApps {
  /// The news reader that loads its interstitials in tasks with the v12 names.
  public static let asyncInterstitialScreen = Subject.googleInterstitialScreen(
    "AsyncInterstitialScreen", readsTimeFromContext: true,
    naturalBreak: { $0.storyFinished() }, contentProgress: { $0.storyNumber }
  ) { context in
    AsyncInterstitialScreen(now: context.now)
  }
}
