import AdContracts

extension IndependentApps {
  /// The puzzle game that plays its bonus video with no introduction: a break is the end of
  /// a level, and the probe reads the bonus coins. It has no introduction, so the harness
  /// looks for an alert, as it does by default.
  public static let bonusRoundNoIntro = Subject.googleRewardedInterstitialScreen(
    "BonusRoundNoIntro", readsTimeFromContext: true,
    naturalBreak: { $0.finishLevelButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in BonusRoundNoIntroViewController(now: context.now) }
}
