// Google's SwiftUI demo, interstitial view model, in its published shape. Edits for this
// package: the import block.
import FakeGoogleMobileAds

class InterstitialViewModel: NSObject, FullScreenContentDelegate {
  private var interstitialAd: InterstitialAd?

  func loadAd() async {
    do {
      interstitialAd = try await InterstitialAd.load(
        with: "ca-app-pub-3940256099942544/4411468910", request: Request())
      interstitialAd?.fullScreenContentDelegate = self
    } catch {
      print("Interstitial failed to load: \(error.localizedDescription)")
    }
  }

  func showAd() {
    guard let interstitialAd else {
      return print("The interstitial was not ready.")
    }
    interstitialAd.present(from: nil)
  }

  func adDidRecordImpression(_ ad: FullScreenPresentingAd) {}

  func adDidRecordClick(_ ad: FullScreenPresentingAd) {}

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {}

  func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {}

  func adWillDismissFullScreenContent(_ ad: FullScreenPresentingAd) {}

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    interstitialAd = nil
  }
}
