import AdContracts

extension IndependentApps {
  /// The faulty copy of the Word Sprint game, whose round clock runs on under the ad, as
  /// the harness launches it: the player taps Next round once it shows.
  public static let appClockRoundInterstitialTwice = Subject.googleInterstitialScreen(
    "AppClockRoundInterstitialTwice", readsTimeFromContext: true, appBreaksWithin: .seconds(25),
    userCarriesOn: { $0.nextRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsFinished }
  ) { context in ClockRoundInterstitialTwice.RoundViewController(now: context.now) }
}
