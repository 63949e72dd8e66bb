import AdContracts

extension IndependentApps {
  /// The round-based game that shows interstitials between rounds: a break is the player
  /// tapping "End round", and progress is the rounds played.
  public static let roundTimerGame = Subject.googleInterstitialScreen(
    "RoundTimerGame", readsTimeFromContext: true,
    naturalBreak: { $0.endRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsPlayed }
  ) { context in RoundTimerGameViewController(now: context.now) }
}
