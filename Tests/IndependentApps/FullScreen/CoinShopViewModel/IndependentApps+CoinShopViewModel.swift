import AdContracts

extension IndependentApps {
  /// The coin shop's view model in its UIKit host: the user asks by tapping "Watch for 10
  /// coins", and the probe reads the coins.
  public static let coinShopViewModel = Subject.googleRewardedScreen(
    "CoinShopViewModel", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.viewModel.coins }
  ) { context in CoinShopHostViewController(viewModel: CoinShopViewModel(now: context.now)) }
}
