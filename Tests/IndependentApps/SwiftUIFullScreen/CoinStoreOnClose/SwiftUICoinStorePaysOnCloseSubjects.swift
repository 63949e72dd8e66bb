import AdContracts
import FakeSwiftUI

/// The coin store that pays a reward only as the ad closes, as the harness drives it.
public let swiftUICoinStorePaysOnClose = Subject.googleRewardedView(
  "SwiftUICoinStorePaysOnClose", readsTimeFromContext: true,
  userAsksToWatch: { $0.tapButton(titled: "Watch ad for 20 coins") },
  rewardsGranted: { SwiftUIUser.stateObject(CoinStoreOnCloseModel.self, of: $0)?.coinsEarnedFromAds ?? 0 },
  askOffered: { $0.buttonTitles.contains("Watch ad for 20 coins") }
) { context in CoinStoreOnCloseView(now: context.now) }
