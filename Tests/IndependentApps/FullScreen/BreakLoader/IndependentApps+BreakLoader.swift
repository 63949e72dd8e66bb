import AdContracts

extension IndependentApps {
  /// The round-based game that asks for its interstitial at the break: a break is the
  /// player tapping "End round", and progress is the rounds played.
  public static let breakLoader = Subject.googleInterstitialScreen(
    "BreakLoader", readsTimeFromContext: true,
    naturalBreak: { $0.endRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsPlayed }
  ) { context in BreakLoaderViewController(now: context.now) }
}
