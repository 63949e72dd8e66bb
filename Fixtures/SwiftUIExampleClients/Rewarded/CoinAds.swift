import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// The rewarded ads of a coin store: one ad loaded ahead, shown when the player asks if it
/// is still fresh, its reward granted from the SDK's reward handler, the next loaded once it
/// is spent, and a failed load tried again after a wait that doubles each time.
@MainActor
public final class CoinAds: NSObject, ObservableObject, FullScreenContentDelegate {
  /// Whether an ad is ready for the player to watch.
  @Published public private(set) var isReady = false
  /// How long a loaded ad stays fresh.
  static let lifetime: TimeInterval = 3600

  private let now: @MainActor () -> Date
  private var rewardedAd: RewardedAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var retryDelay: Duration = .seconds(5)

  /// A model with no ad yet, which reads the time from the clock it is given.
  public init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
  }

  /// Loads a rewarded ad unless one is in hand or on its way.
  public func loadIfNeeded() async {
    guard rewardedAd == nil, !isLoading else { return }
    await load()
  }

  /// Loads a rewarded ad.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await RewardedAd.load(with: "ca-app-pub-3940256099942544/1712485313", request: Request())
      ad.fullScreenContentDelegate = self
      rewardedAd = ad
      loadedAt = now()
      isReady = true
      retryDelay = .seconds(5)
    } catch {
      retryLater()
    }
  }

  private func retryLater() {
    let delay = retryDelay
    guard delay <= .seconds(80) else { return }
    retryDelay = delay * 2
    Task {
      try? await Task.sleep(for: delay)
      await loadIfNeeded()
    }
  }

  /// Plays the ad the player asked for; the reward goes to the wallet if they earn it.
  /// With no ad in hand, asks for one.
  public func watch(crediting wallet: CoinWallet) {
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.lifetime {
      spent()
      return
    }
    guard let rewardedAd else {
      Task { await loadIfNeeded() }
      return
    }
    rewardedAd.present(from: nil) {
      wallet.grant(rewardedAd.adReward.amount.intValue)
    }
  }

  public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    spent()
  }

  public func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    spent()
  }

  private func spent() {
    rewardedAd = nil
    loadedAt = nil
    isReady = false
    Task { await loadIfNeeded() }
  }
}
