// Google's SwiftUI demo, rewarded interstitial view model, in its published shape. Edits for
// this package: the import block.
import FakeGoogleMobileAds
import FakeSwiftUI

class RewardedInterstitialViewModel: NSObject, ObservableObject, FullScreenContentDelegate {
  @Published var coins = 0
  private var rewardedInterstitialAd: RewardedInterstitialAd?

  func loadAd() async {
    do {
      rewardedInterstitialAd = try await RewardedInterstitialAd.load(
        with: "ca-app-pub-3940256099942544/6978759866", request: Request())
      rewardedInterstitialAd?.fullScreenContentDelegate = self
    } catch {
      print("Rewarded interstitial failed to load: \(error.localizedDescription)")
    }
  }

  func showAd() {
    guard let rewardedInterstitialAd else {
      return print("The rewarded interstitial was not ready.")
    }
    rewardedInterstitialAd.present(from: nil) {
      let reward = rewardedInterstitialAd.adReward
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
    rewardedInterstitialAd = nil
  }
}
