import FakeUIKit
import FakeGoogleMobileAds
import Foundation

extension ArticleCoordinatorViewController {
  /// Keeps one interstitial loaded for the reader and shows it when asked; the ad's
  /// content delegate.
  ///
  /// The coordinator loads with `async`/`await`, notes when each ad arrived so it never
  /// shows one older than an hour, and loads the next as soon as one is dismissed or
  /// fails to show. A failed load is retried after 5 s, then 10 s, 20 s and so on.
  final class InterstitialCoordinator: NSObject, FullScreenContentDelegate {
    /// Google's demo interstitial unit, used in debug and test builds.
    static let adUnitID = "ca-app-pub-3940256099942544/4411468910"
    /// How long a loaded ad may wait before it is too old to show.
    static let adLifetime: TimeInterval = 60 * 60

    /// Called once the ad on screen has gone (closed by the user or failed to show).
    var adDidFinish: (() -> Void)?

    private let now: () -> Date
    private var interstitial: InterstitialAd?
    private var loadedAt: Date?
    private var loadTask: Task<Void, Never>?
    private var failedLoads = 0
    private(set) var isShowingAd = false

    /// Makes a coordinator that measures an ad's age with `now`.
    init(now: @escaping () -> Date) {
      self.now = now
      super.init()
    }

    /// Starts loading an ad unless one is loaded or on its way.
    func loadAd() {
      guard interstitial == nil, loadTask == nil else { return }
      loadTask = Task { [weak self] in
        do {
          let ad = try await InterstitialAd.load(with: Self.adUnitID, request: Request())
          self?.adDidLoad(ad)
        } catch {
          await self?.retryAfterFailure()
        }
      }
    }

    private func adDidLoad(_ ad: InterstitialAd) {
      ad.fullScreenContentDelegate = self
      interstitial = ad
      loadedAt = now()
      failedLoads = 0
      loadTask = nil
    }

    private func retryAfterFailure() async {
      failedLoads += 1
      let delay = min(5 * pow(2, Double(failedLoads - 1)), 300)
      try? await Task.sleep(for: .seconds(delay))
      loadTask = nil
      loadAd()
    }

    /// Shows the loaded ad over the controller if there is a fresh one; returns whether it did.
    func showIfReady(from viewController: UIViewController) -> Bool {
      guard !isShowingAd, let ad = interstitial, let loadedAt else { return false }
      guard now().timeIntervalSince(loadedAt) < Self.adLifetime else {
        interstitial = nil
        self.loadedAt = nil
        loadAd()
        return false
      }
      isShowingAd = true
      ad.present(from: viewController)
      return true
    }

    private func finish() {
      isShowingAd = false
      interstitial = nil
      loadedAt = nil
      loadAd()
      adDidFinish?()
    }

    func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      finish()
    }

    func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      finish()
    }
  }
}
