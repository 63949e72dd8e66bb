import AdContracts

extension IndependentApps {
  /// The coin shop that pays on the video's close: the user asks by tapping "Watch for 10
  /// coins", and the probe reads the coins.
  public static let coinShopOnDismiss = Subject.googleRewardedScreen(
    "CoinShopOnDismiss", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.viewModel.coins }
  ) { context in CoinShopOnDismissHostViewController(viewModel: CoinShopOnDismissViewModel(now: context.now)) }
}
