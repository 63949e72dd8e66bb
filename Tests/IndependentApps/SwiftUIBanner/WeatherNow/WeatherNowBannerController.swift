import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The small UIKit controller that owns the weather screen's banner: it is the banner's
/// root view controller and delegate, loads an anchored adaptive ad for its own width, and
/// loads again, sized anew, after each rotation.
final class WeatherNowBannerController: UIViewController, GADBannerViewDelegate {
  private let bannerView = GADBannerView(adSize: GADAdSizeBanner)
  private var loadedWidth: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.delegate = self
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    NSLayoutConstraint.activate([
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    loadBanner(width: view.frame.width)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self else { return }
      self.loadBanner(width: self.view.frame.width)
    }
  }

  /// Asks for an ad sized for the width, unless one of that width is already asked for.
  private func loadBanner(width: CGFloat) {
    guard width > 0, width != loadedWidth else { return }
    loadedWidth = width
    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(width)
    bannerView.load(GADRequest())
  }

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    bannerView.alpha = 1
  }

  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {
    bannerView.alpha = 0
  }
}
