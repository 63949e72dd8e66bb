import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A coin game that stops loading rewarded ads after a network error until the app comes
/// back to the foreground.
///
/// It means to spare an offline device its requests, and takes the return to the
/// foreground as the sign the network is back; until then a Watch video tap only says the
/// ad is not ready. After a failure with no fill it loads again at the next tap, as it
/// should. Every rule's scenario fails its loads with no fill, so every check passes it;
/// exploration finds it breaking `gma.rewarded.recovers-after-load-failure` from a load
/// that fails with a network error (2) and a tap with the app still in the foreground.
open class CoinsWaitOutNetworkError: CoinGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.rewarded.recovers-after-load-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that loads no rewarded ad after a network error until the app returns to the foreground."
  }

  /// Whether a network error stopped the loads until the next return to the foreground.
  public private(set) var waitsForNetwork = false
  private var observer: (any NSObjectProtocol)?

  /// Starts listening for the app's return to the foreground.
  override open func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.networkMayBeBack() }
    }
  }

  /// The app is back: loads again.
  public func networkMayBeBack() {
    guard waitsForNetwork else { return }
    waitsForNetwork = false
    Task { await loadRewardedAd() }
  }

  /// Loads unless an ad is held or on its way, or a network error stopped the loads.
  override open func loadRewardedAd() async {
    guard !waitsForNetwork, rewardedAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      keep(try await RewardedAd.load(with: Self.adUnitID, request: Request()))
    } catch {
      print("Rewarded ad failed to load: \(error.localizedDescription)")
      if (error as NSError).code == RequestError.Code.networkError.rawValue { waitsForNetwork = true }
    }
  }
}
