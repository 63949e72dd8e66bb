import AdContracts

extension IndependentApps {
  /// The magazine that presents its interstitial from a story page already popped off the
  /// navigation stack.
  public static let presentFromHidden = Subject.googleInterstitialScreen(
    "PresentFromHidden", readsTimeFromContext: true,
    naturalBreak: { $0.storyFinished() }, contentProgress: { $0.storyNumber }
  ) { context in
    StoryListController(now: context.now)
  }
}
