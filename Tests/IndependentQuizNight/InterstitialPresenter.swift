import FakeGoogleMobileAds
import FakeUIKit

/// Keeps one interstitial ready for the breaks between rounds.
@MainActor
final class InterstitialPresenter: NSObject, FullScreenContentDelegate {
  private let consent: ConsentGate
  private let now: () -> Date
  private var loaded: LoadedAd<InterstitialAd>?
  private var isLoading = false
  private var dismissal: CheckedContinuation<Void, Never>?

  init(consent: ConsentGate, now: @escaping () -> Date = Date.init) {
    self.consent = consent
    self.now = now
  }

  /// Starts loading the next interstitial unless one is ready or on its way.
  func preload() {
    guard consent.canRequestAds, loaded == nil, !isLoading else { return }
    isLoading = true
    Task {
      defer { isLoading = false }
      do {
        let ad = try await InterstitialAd.load(with: AdUnits.interstitial, request: Request())
        ad.fullScreenContentDelegate = self
        loaded = LoadedAd(ad: ad, loadedAt: now())
      } catch {
        print("[Ads] interstitial failed to load: \(error.localizedDescription)")
      }
    }
  }

  /// Shows the ready interstitial and returns once it is closed.
  /// Returns false straight away when there is nothing to show.
  @discardableResult
  func presentIfReady(from viewController: UIViewController) async -> Bool {
    guard let loaded, loaded.isFresh(at: now()) else {
      loaded = nil
      preload()
      return false
    }
    await withCheckedContinuation { continuation in
      dismissal = continuation
      loaded.ad.present(from: viewController)
    }
    return true
  }

  private func finish() {
    loaded = nil
    dismissal?.resume()
    dismissal = nil
    preload()
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    finish()
  }

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    print("[Ads] interstitial failed to present: \(error.localizedDescription)")
    finish()
  }
}
