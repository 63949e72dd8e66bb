import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// The interstitials of a level game written in SwiftUI: one ad loaded ahead, shown at the
/// end of a level when it is ready and fresh, and the next loaded once it is spent.
@MainActor
public final class LevelAds: NSObject, ObservableObject, FullScreenContentDelegate {
  /// How long a loaded interstitial stays fresh.
  static let lifetime: TimeInterval = 3600

  private let now: @MainActor () -> Date
  private var interstitial: InterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowing = false

  /// A model that reads the time from the clock it is given.
  public init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
  }

  /// Loads an interstitial unless one is in hand or on its way.
  public func loadIfNeeded() {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    Task {
      defer { isLoading = false }
      do {
        let ad = try await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request())
        ad.fullScreenContentDelegate = self
        interstitial = ad
        loadedAt = now()
      } catch {
        // No ad this time: the next break asks again.
      }
    }
  }

  /// At a natural break: shows the ad if one is ready and fresh; otherwise the game goes
  /// on without one, and the next is asked for. Nothing while an ad is up: the screen the
  /// ad covers appears again before the SDK says the ad was dismissed.
  public func showIfReady() {
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.lifetime {
      interstitial = nil
      self.loadedAt = nil
    }
    guard !isShowing else { return }
    guard let interstitial else { return loadIfNeeded() }
    isShowing = true
    interstitial.present(from: nil)
  }

  public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    isShowing = false
    interstitial = nil
    loadedAt = nil
    loadIfNeeded()
  }

  public func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    isShowing = false
    interstitial = nil
    loadedAt = nil
    loadIfNeeded()
  }
}
