import AdContracts

extension IndependentApps {
  /// The puzzle game's hint shop on its app-wide rewarded ad service: the user asks by
  /// tapping "Watch a video for 2 hints", and the probe reads the hints in the wallet. The
  /// service dates its ad with `Date()`, which a run moves.
  public static let hintShop = Subject.googleRewardedScreen(
    "FullScreenHintShop", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchTapped() },
    rewardsGranted: { $0.wallet.hints }
  ) { _ in HintShopViewController() }
}
