#if canImport(GoogleMobileAds)
  import GoogleMobileAds
  import UIKit
#else
  import FakeGoogleMobileAds
  import FakeUIKit
#endif

/// The shop's daily deals: a Google interstitial between one deal and the next.
///
/// The ad loads when the screen opens and again after each one is dismissed or fails; a
/// deal the user swipes past is the natural break, where a loaded ad under an hour old
/// shows, kept until it is dismissed. Without one the next deal comes up at once.
@MainActor
public final class DealsViewController: UIViewController, FullScreenContentDelegate {
  /// The deal on screen, counting from 1.
  public private(set) var deal = 1
  /// The clock the screen reads ad ages from.
  private let now: @MainActor () -> Date
  private var loadTime: Date?
  private var interstitial: InterstitialAd?
  private var isLoading = false
  private var isShowing = false

  /// Creates the screen, reading the time from the clock given.
  public init(now: @escaping @MainActor () -> Date = { Date() }) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start(completionHandler: nil)
    load()
  }

  private func load() {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request()) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      interstitial = ad
      loadTime = now()
    }
  }

  /// The user swipes past a deal.
  public func nextDeal() {
    guard !isShowing else { return }
    if let loadTime, now().timeIntervalSince(loadTime) >= 3600 {
      interstitial = nil
      self.loadTime = nil
    }
    if let interstitial {
      isShowing = true
      interstitial.present(from: self)
    } else {
      deal += 1
      load()
    }
  }

  private func moveOn() {
    interstitial = nil
    isShowing = false
    deal += 1
    load()
  }

  public func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    moveOn()
  }

  public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    moveOn()
  }
}
