import FakeUIKit
import FakeCombine
import FakeGoogleMobileAds

/// App-wide owner of the rewarded video ad: loads one ahead of time, retries failed
/// loads with backoff, drops ads that have gone stale and presents the ready one.
final class RewardedAdService: NSObject, ObservableObject, FullScreenContentDelegate {
    enum State: Equatable {
        case idle, loading, ready, showing, failed
    }

    static let shared = RewardedAdService()

    @Published private(set) var state: State = .idle

    private let adUnitID = "ca-app-pub-3940256099942544/1712485313"
    /// Rewarded ads expire one hour after they load.
    private let maxAdAge: TimeInterval = 60 * 60
    /// Delays before the automatic retries after a failed load.
    private let retryDelays: [TimeInterval] = [5, 10, 20]

    private var rewardedAd: RewardedAd?
    private var loadDate: Date?
    private var retryCount = 0
    /// Bumped by every explicit `preload()`, so a retry scheduled earlier becomes a no-op.
    private var retryGeneration = 0

    private override init() {
        super.init()
    }

    /// Whether the loaded ad is younger than one hour.
    var isAdFresh: Bool {
        guard let loadDate else { return false }
        return Date().timeIntervalSince(loadDate) < maxAdAge
    }

    /// Starts loading an ad unless one is already loading, ready or showing.
    func preload() {
        guard state == .idle || state == .failed else { return }
        retryCount = 0
        retryGeneration += 1
        load()
    }

    /// Presents the ready ad. `onReward` receives the reward amount once the user has
    /// earned it. Returns whether the ad was presented.
    @discardableResult
    func show(from viewController: UIViewController, onReward: @escaping (Int) -> Void) -> Bool {
        guard state == .ready, let ad = rewardedAd else { return false }
        guard isAdFresh else {
            discardAd()
            state = .idle
            preload()
            return false
        }
        state = .showing
        ad.present(from: viewController) {
            let amount = ad.adReward.amount.intValue
            onReward(amount)
        }
        return true
    }

    // MARK: - Loading

    private func load() {
        AdsStartup.startOnce()
        state = .loading
        RewardedAd.load(with: adUnitID, request: Request()) { [weak self] ad, error in
            guard let self else { return }
            if let ad, error == nil {
                self.didLoad(ad)
            } else {
                self.didFailToLoad()
            }
        }
    }

    private func didLoad(_ ad: RewardedAd) {
        ad.fullScreenContentDelegate = self
        rewardedAd = ad
        loadDate = Date()
        retryCount = 0
        state = .ready
    }

    private func didFailToLoad() {
        discardAd()
        state = .failed
        guard retryCount < retryDelays.count else { return }
        let delay = retryDelays[retryCount]
        retryCount += 1
        let generation = retryGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self,
                  self.retryGeneration == generation,
                  self.state == .failed
            else { return }
            self.load()
        }
    }

    private func discardAd() {
        rewardedAd?.fullScreenContentDelegate = nil
        rewardedAd = nil
        loadDate = nil
    }

    // MARK: - FullScreenContentDelegate

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        discardAd()
        state = .idle
        preload()
    }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        discardAd()
        state = .failed
        preload()
    }
}
