// Google's SwiftUI demo, rewarded view model, in its published shape. Edits for this
// package: the import block.
import FakeGoogleMobileAds
import FakeSwiftUI

class RewardedViewModel: NSObject, ObservableObject, FullScreenContentDelegate {
  @Published var coins = 0
  private var rewardedAd: RewardedAd?

  func loadAd() async {
    do {
      rewardedAd = try await RewardedAd.load(
        with: "ca-app-pub-3940256099942544/1712485313", request: Request())
      rewardedAd?.fullScreenContentDelegate = self
    } catch {
      print("Rewarded ad failed to load: \(error.localizedDescription)")
    }
  }

  func showAd() {
    guard let rewardedAd else {
      return print("The rewarded ad was not ready.")
    }
    rewardedAd.present(from: nil) {
      let reward = rewardedAd.adReward
      print("Reward amount: \(reward.amount)")
      self.addCoins(reward.amount.intValue)
    }
  }

  func addCoins(_ amount: Int) {
    coins += amount
  }

  func adDidRecordImpression(_ ad: FullScreenPresentingAd) {}

  func adDidRecordClick(_ ad: FullScreenPresentingAd) {}

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {}

  func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {}

  func adWillDismissFullScreenContent(_ ad: FullScreenPresentingAd) {}

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    rewardedAd = nil
  }
}
