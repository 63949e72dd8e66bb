import AdContracts

extension IndependentApps {
  /// The puzzle game with its own bonus-video introduction: a break is the end of a level,
  /// the introduction is the game's own card, declined with its "No thanks" button, and the
  /// probe reads the bonus coins.
  public static let bonusRoundIntro = Subject.googleRewardedInterstitialScreen(
    "BonusRoundIntro", readsTimeFromContext: true,
    naturalBreak: { $0.finishLevelButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins },
    isIntroShowing: { $0.isIntroShowing },
    declineIntro: { $0.introView.noThanksButton.sendActions(for: .touchUpInside) }
  ) { context in BonusRoundIntroViewController(now: context.now) }
}
