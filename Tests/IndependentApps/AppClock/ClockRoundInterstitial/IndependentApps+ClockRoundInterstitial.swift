import AdContracts

extension IndependentApps {
  /// The Word Sprint game, whose own round clock brings its ad breaks, as the harness
  /// launches it: the player taps Next round once it shows.
  public static let appClockRoundInterstitial = Subject.googleInterstitialScreen(
    "AppClockRoundInterstitial", readsTimeFromContext: true, appBreaksWithin: .seconds(25),
    userCarriesOn: { $0.nextRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsFinished }
  ) { context in ClockRoundInterstitial.RoundViewController(now: context.now) }
}
