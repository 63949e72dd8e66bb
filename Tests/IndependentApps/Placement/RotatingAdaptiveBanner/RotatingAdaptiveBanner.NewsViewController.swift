import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension RotatingAdaptiveBanner {
  /// A news screen: top stories and the article list, with an anchored adaptive banner
  /// along the bottom that is asked for again, at the new width, whenever the device turns.
  final class NewsViewController: UIViewController, BannerViewDelegate {
    /// Google's demo unit for adaptive banners, used in every non-release build.
    private let adUnitID = "ca-app-pub-3940256099942544/2435281174"

    let carousel = TopStoriesCarousel()
    let articleList = UIScrollView()
    private var bannerView: BannerView!
    private var hasLoadedFirstBanner = false

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "News"
      view.backgroundColor = .systemBackground
      view.addSubview(carousel.label)
      view.addSubview(articleList)

      bannerView = BannerView()
      bannerView.adUnitID = adUnitID
      bannerView.rootViewController = self
      bannerView.delegate = self
      bannerView.isHidden = true
      view.addSubview(bannerView)

      MobileAds.shared.start(completionHandler: nil)
      carousel.start()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // The safe area is known by now; the first request goes out once.
      if !hasLoadedFirstBanner {
        hasLoadedFirstBanner = true
        loadBanner()
      }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { _ in
        self.loadBanner()
      })
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutScreen()
    }

    /// Asks for an ad sized for the width the safe area gives the banner now.
    private func loadBanner() {
      let width = view.frame.inset(by: view.safeAreaInsets).width
      bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
      bannerView.load(Request())
      layoutScreen()
    }

    /// Top stories at the top, the banner at the bottom once it has an ad, the article list
    /// in between.
    private func layoutScreen() {
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      let stripHeight: CGFloat = 60
      carousel.label.frame = CGRect(x: safe.minX + 16, y: safe.minY, width: safe.width - 32, height: stripHeight)
      var bottom = safe.maxY
      if let bannerView {
        let size = bannerView.adSize.size
        bannerView.frame = CGRect(
          x: safe.midX - size.width / 2, y: safe.maxY - size.height, width: size.width, height: size.height)
        if !bannerView.isHidden { bottom -= size.height }
      }
      articleList.frame = CGRect(
        x: safe.minX, y: safe.minY + stripHeight, width: safe.width, height: max(0, bottom - safe.minY - stripHeight))
    }

    // MARK: BannerViewDelegate

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
      bannerView.isHidden = false
      layoutScreen()
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {
      print("News banner failed: \(error.localizedDescription)")
    }

    func bannerViewWillPresentScreen(_ bannerView: BannerView) {
      carousel.stop()
    }

    func bannerViewDidDismissScreen(_ bannerView: BannerView) {
      carousel.start()
    }
  }
}
