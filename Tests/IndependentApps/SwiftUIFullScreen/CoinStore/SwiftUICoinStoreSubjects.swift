import AdContracts
import FakeSwiftUI

/// The coin store as the harness drives it: the user taps the Watch button once it shows.
public let swiftUICoinStoreRewarded = Subject.googleRewardedView(
  "SwiftUICoinStoreRewarded", readsTimeFromContext: true,
  userAsksToWatch: { $0.tapButton(titled: "Watch ad for 20 coins") },
  rewardsGranted: { SwiftUIUser.stateObject(CoinStoreModel.self, of: $0)?.coinsEarnedFromAds ?? 0 },
  askOffered: { $0.buttonTitles.contains("Watch ad for 20 coins") }
) { context in CoinStoreView(now: context.now) }
