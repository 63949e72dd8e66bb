import FakeUIKit
import FakeiAd

extension FreshLaunchWarmUp {
  /// A screen with an iAd banner at its foot, shown once an ad loads.
  final class IAdBannerScreen: UIViewController, ADBannerViewDelegate {
    let banner = ADBannerView(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      banner.delegate = self
      banner.isHidden = true
      view.addSubview(banner)
    }

    func bannerViewDidLoadAd(_ banner: ADBannerView) {
      banner.isHidden = false
    }

    func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
      banner.isHidden = true
    }
  }

  /// A screen that shows an iAd full-screen ad modally between rounds.
  final class IAdInterstitialScreen: UIViewController, ADInterstitialAdDelegate {
    var ad: ADInterstitialAd?

    override func viewDidLoad() {
      super.viewDidLoad()
      prepare()
    }

    func prepare() {
      let ad = ADInterstitialAd()
      ad.delegate = self
      self.ad = ad
    }

    func finishRound() {
      if let ad, ad.isLoaded { ad.present(from: self) }
    }

    func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
      ad = nil
      prepare()
    }

    func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
      ad = nil
    }
  }

  /// The warm-up's iAd clients: a banner screen and a full-screen ad screen.
  static var iAdSubjects: [Subject] {
    [
      Subject.iAdBannerScreen("warm-up iAd banner") { _ in IAdBannerScreen() },
      Subject.iAdInterstitialScreen("warm-up iAd interstitial", presentation: .modal, transition: { $0.finishRound() })
      { _ in IAdInterstitialScreen() },
    ]
  }
}
