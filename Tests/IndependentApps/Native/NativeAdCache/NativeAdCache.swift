// Style: a casual game's hand-rolled "AdManager" singleton (GAD-prefixed names), the way
// mobile game teams preload ads at launch and hand them to between-level screens, with the
// screen laid out in code and a simple retry on failure.

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

@MainActor
final class NativeAdCache: NSObject {

  static let shared = NativeAdCache()

  private let adUnitID = "ca-app-pub-3940256099942544/3986624511"
  private let maxCachedAds = 2
  private let retryDelay: TimeInterval = 30

  private var cachedAds: [GADNativeAd] = []
  private var adLoader: GADAdLoader?
  private var isLoading = false
  private var lastLoadFailed = false

  var hasAd: Bool { !cachedAds.isEmpty }

  private override init() {
    super.init()
  }

  /// Call once the SDK has started (see `GameAds.start()`), and again whenever an ad is taken.
  func preload() {
    guard !isLoading else { return }
    guard cachedAds.count < maxCachedAds else { return }

    isLoading = true
    lastLoadFailed = false
    let loader = GADAdLoader(
      adUnitID: adUnitID,
      rootViewController: nil,
      adTypes: [.native],
      options: nil)
    loader.delegate = self
    adLoader = loader
    loader.load(GADRequest())
  }

  /// Takes the oldest cached ad, if any, and starts loading a replacement.
  func takeAd() -> GADNativeAd? {
    guard !cachedAds.isEmpty else {
      preload()
      return nil
    }
    let ad = cachedAds.removeFirst()
    preload()
    return ad
  }
}

extension NativeAdCache: @preconcurrency GADNativeAdLoaderDelegate {

  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
    cachedAds.append(nativeAd)
    print("[NativeAdCache] cached ad, now \(cachedAds.count)")
  }

  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {
    print("[NativeAdCache] load failed: \(error.localizedDescription)")
    lastLoadFailed = true
    DispatchQueue.main.asyncAfter(deadline: .now() + retryDelay) {
      NativeAdCache.shared.preload()
    }
  }

  func adLoaderDidFinishLoading(_ adLoader: GADAdLoader) {
    isLoading = false
    // Top the cache up to two; after a failure the retry above takes over.
    if !lastLoadFailed && cachedAds.count < maxCachedAds {
      preload()
    }
  }
}

// MARK: - App start

enum GameAds {
  @MainActor
  static func start() {
    GADMobileAds.sharedInstance().start { _ in
      NativeAdCache.shared.preload()
    }
  }
}

// MARK: - Level complete screen

final class LevelCompleteViewController: UIViewController {

  var score = 0

  private let scoreLabel = UILabel()
  private let nextLevelButton = UIButton(type: .system)
  private var nativeAdView: GADNativeAdView?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo

    scoreLabel.text = "Level complete! Score: \(score)"
    scoreLabel.textColor = .white
    scoreLabel.font = .boldSystemFont(ofSize: 28)
    scoreLabel.textAlignment = .center
    scoreLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scoreLabel)

    nextLevelButton.setTitle("Next level", for: .normal)
    nextLevelButton.translatesAutoresizingMaskIntoConstraints = false
    nextLevelButton.addAction(
      UIAction { [weak self] _ in
        self?.dismiss(animated: true)
      }, for: .touchUpInside)
    view.addSubview(nextLevelButton)

    NSLayoutConstraint.activate([
      scoreLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      scoreLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      scoreLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      nextLevelButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -30),
      nextLevelButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])

    if let ad = NativeAdCache.shared.takeAd() {
      showAd(ad)
    }
  }

  private func showAd(_ nativeAd: GADNativeAd) {
    let adView = GADNativeAdView()
    adView.backgroundColor = .white
    adView.translatesAutoresizingMaskIntoConstraints = false

    let iconView = UIImageView()
    let headlineLabel = UILabel()
    headlineLabel.font = .boldSystemFont(ofSize: 18)
    headlineLabel.numberOfLines = 2
    let mediaView = GADMediaView()
    let storeLabel = UILabel()
    storeLabel.font = .systemFont(ofSize: 12)
    let priceLabel = UILabel()
    priceLabel.font = .systemFont(ofSize: 12)
    let installButton = UIButton(type: .system)
    installButton.backgroundColor = .systemGreen
    installButton.setTitleColor(.white, for: .normal)
    installButton.isUserInteractionEnabled = false
    let adChoicesView = GADAdChoicesView()

    for v in [iconView, headlineLabel, mediaView, storeLabel, priceLabel, installButton, adChoicesView] as [UIView] {
      v.translatesAutoresizingMaskIntoConstraints = false
      adView.addSubview(v)
    }
    view.addSubview(adView)

    NSLayoutConstraint.activate([
      adView.topAnchor.constraint(equalTo: scoreLabel.bottomAnchor, constant: 24),
      adView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      adView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      adView.bottomAnchor.constraint(lessThanOrEqualTo: nextLevelButton.topAnchor, constant: -16),

      adChoicesView.topAnchor.constraint(equalTo: adView.topAnchor),
      adChoicesView.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
      adChoicesView.widthAnchor.constraint(equalToConstant: 20),
      adChoicesView.heightAnchor.constraint(equalToConstant: 20),

      iconView.topAnchor.constraint(equalTo: adView.topAnchor, constant: 10),
      iconView.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 10),
      iconView.widthAnchor.constraint(equalToConstant: 48),
      iconView.heightAnchor.constraint(equalToConstant: 48),

      headlineLabel.topAnchor.constraint(equalTo: iconView.topAnchor),
      headlineLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 10),
      headlineLabel.trailingAnchor.constraint(equalTo: adChoicesView.leadingAnchor, constant: -4),

      mediaView.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 10),
      mediaView.leadingAnchor.constraint(equalTo: adView.leadingAnchor),
      mediaView.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
      mediaView.heightAnchor.constraint(equalToConstant: 180),

      storeLabel.topAnchor.constraint(equalTo: mediaView.bottomAnchor, constant: 10),
      storeLabel.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 10),
      priceLabel.centerYAnchor.constraint(equalTo: storeLabel.centerYAnchor),
      priceLabel.leadingAnchor.constraint(equalTo: storeLabel.trailingAnchor, constant: 8),

      installButton.topAnchor.constraint(equalTo: storeLabel.bottomAnchor, constant: 10),
      installButton.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 10),
      installButton.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -10),
      installButton.heightAnchor.constraint(equalToConstant: 44),
      installButton.bottomAnchor.constraint(equalTo: adView.bottomAnchor, constant: -10),
    ])

    // Fill assets.
    headlineLabel.text = nativeAd.headline
    adView.headlineView = headlineLabel

    iconView.image = nativeAd.icon?.image
    iconView.isHidden = nativeAd.icon == nil
    adView.iconView = iconView

    mediaView.mediaContent = nativeAd.mediaContent
    adView.mediaView = mediaView

    storeLabel.text = nativeAd.store
    storeLabel.isHidden = nativeAd.store == nil
    adView.storeView = storeLabel

    priceLabel.text = nativeAd.price
    priceLabel.isHidden = nativeAd.price == nil
    adView.priceView = priceLabel

    installButton.setTitle(nativeAd.callToAction, for: .normal)
    installButton.isHidden = nativeAd.callToAction == nil
    adView.callToActionView = installButton

    adView.adChoicesView = adChoicesView

    // The cache loaded it without a view controller; clicks should present from this one.
    nativeAd.rootViewController = self
    adView.nativeAd = nativeAd

    nativeAdView = adView
  }
}
