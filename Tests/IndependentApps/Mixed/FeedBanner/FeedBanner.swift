import FakeUIKit
import FakeGoogleMobileAds

/// A news feed, a scrolling list of story rows, with an anchored adaptive banner pinned to
/// the bottom of the screen. The banner joins the screen when an ad arrives and leaves it
/// when a request fails; the feed ends above it while it is there.
final class FeedBanner: UIViewController, GADBannerViewDelegate {
  private static let adUnitID = "ca-app-pub-3940256099942544/2435281174"
  private static let liveUpdateInterval: TimeInterval = 30

  /// The scrolling list of stories.
  let feedView = UIScrollView()
  private var rows: [UILabel] = []
  private let bannerView = GADBannerView()

  private var feedBottomToSafeArea: NSLayoutConstraint?
  private var bannerConstraints: [NSLayoutConstraint] = []
  private var loadedWidth: CGFloat?
  private var liveUpdates: Timer?
  private var adScreenIsUp = false

  /// Whether the feed is polling for new stories.
  var isLiveUpdating: Bool { liveUpdates != nil }
  /// How many times the feed has polled for new stories.
  private(set) var updatesFetched = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    view.backgroundColor = .systemBackground

    feedView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(feedView)
    let feedBottom = feedView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    feedBottomToSafeArea = feedBottom
    NSLayoutConstraint.activate([
      feedView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      feedView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      feedView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      feedBottom,
    ])
    for index in 0..<30 {
      let row = UILabel()
      row.text = "Story \(index + 1)"
      row.numberOfLines = 2
      feedView.addSubview(row)
      rows.append(row)
    }

    GADMobileAds.sharedInstance().start(completionHandler: nil)
    bannerView.adUnitID = Self.adUnitID
    bannerView.rootViewController = self
    bannerView.delegate = self
    bannerView.translatesAutoresizingMaskIntoConstraints = false
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let rowHeight: CGFloat = 72
    let width = feedView.bounds.width
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 16, y: CGFloat(index) * rowHeight, width: max(0, width - 32), height: rowHeight)
    }
    feedView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * rowHeight)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    startLiveUpdates()
    loadBanner(onlyIfWidthChanged: true)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    stopLiveUpdates()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.loadBanner(onlyIfWidthChanged: false)
    }
  }

  /// Asks for an ad sized for the width the screen gives the banner now.
  private func loadBanner(onlyIfWidthChanged: Bool) {
    let width = view.frame.inset(by: view.safeAreaInsets).width
    guard width > 0 else { return }
    if onlyIfWidthChanged, width == loadedWidth { return }
    loadedWidth = width
    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(width)
    bannerView.load(GADRequest())
  }

  private func showBanner() {
    guard bannerView.superview == nil else { return }
    view.addSubview(bannerView)
    bannerConstraints = [
      bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      feedView.bottomAnchor.constraint(equalTo: bannerView.topAnchor),
    ]
    feedBottomToSafeArea?.isActive = false
    NSLayoutConstraint.activate(bannerConstraints)
  }

  private func hideBanner() {
    guard bannerView.superview != nil else { return }
    NSLayoutConstraint.deactivate(bannerConstraints)
    bannerConstraints = []
    bannerView.removeFromSuperview()
    feedBottomToSafeArea?.isActive = true
  }

  private func startLiveUpdates() {
    guard liveUpdates == nil, !adScreenIsUp else { return }
    liveUpdates = Timer.scheduledTimer(withTimeInterval: Self.liveUpdateInterval, repeats: true) { [weak self] _ in
      self?.updatesFetched += 1
    }
  }

  private func stopLiveUpdates() {
    liveUpdates?.invalidate()
    liveUpdates = nil
  }

  // MARK: GADBannerViewDelegate

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    showBanner()
  }

  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {
    hideBanner()
  }

  func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {
    adScreenIsUp = true
    stopLiveUpdates()
  }

  func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {
    adScreenIsUp = false
    startLiveUpdates()
  }
}
