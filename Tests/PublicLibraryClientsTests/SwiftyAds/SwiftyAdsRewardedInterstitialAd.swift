// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsRewardedInterstitialAd.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.

import FakeGoogleMobileAds

/// A rewarded interstitial the facade loads ahead and shows at the app's breaks.
protocol SwiftyAdsRewardedInterstitialAd: Sendable {
    var isReady: Bool { get }
    func load() async throws
    func stopLoading()
    @MainActor
    func show(from viewController: UIViewController,
              onOpen: (() -> Void)?,
              onClose: (() -> Void)?,
              onError: ((Error) -> Void)?,
              onReward: @escaping (NSDecimalNumber) -> Void) async throws
}

/// The Google ad behind `SwiftyAdsRewardedInterstitialAd`.
final class GADSwiftyAdsRewardedInterstitialAd: NSObject, @unchecked Sendable {

    // MARK: - Properties

    private let adUnitId: String
    private let environment: SwiftyAdsEnvironment
    private let request: () -> Request

    private var onOpen: (() -> Void)?
    private var onClose: (() -> Void)?
    private var onError: ((Error) -> Void)?

    private var rewardedInterstitialAd: RewardedInterstitialAd?

    // MARK: - Initialization

    init(adUnitId: String, environment: SwiftyAdsEnvironment, request: @escaping () -> Request) {
        self.adUnitId = adUnitId
        self.environment = environment
        self.request = request
    }
}

// MARK: - SwiftyAdsRewardedInterstitialAd

extension GADSwiftyAdsRewardedInterstitialAd: SwiftyAdsRewardedInterstitialAd {
    var isReady: Bool {
        rewardedInterstitialAd != nil
    }

    func load() async throws {
        // Keep the loaded ad, then listen to it.
        rewardedInterstitialAd = try await RewardedInterstitialAd.load(with: adUnitId, request: request())
        rewardedInterstitialAd?.fullScreenContentDelegate = self
    }

    func stopLoading() {
        rewardedInterstitialAd?.fullScreenContentDelegate = nil
        rewardedInterstitialAd = nil
    }

    @MainActor
    func show(from viewController: UIViewController,
              onOpen: (() -> Void)?,
              onClose: (() -> Void)?,
              onError: ((Error) -> Void)?,
              onReward: @escaping (NSDecimalNumber) -> Void) async throws {
        self.onOpen = onOpen
        self.onClose = onClose
        self.onError = onError

        // Nothing loaded: start a load for next time and tell the caller.
        guard let rewardedInterstitialAd = rewardedInterstitialAd else {
            reload()
            throw SwiftyAdsError.rewardedInterstitialAdNotLoaded
        }

        // Ask the SDK first; the amount is read before presenting and handed to the app
        // when the SDK says the reward is earned. A refusal starts a fresh load.
        do {
            try rewardedInterstitialAd.canPresent(from: viewController)
            let rewardAmount = rewardedInterstitialAd.adReward.amount
            rewardedInterstitialAd.present(from: viewController, userDidEarnRewardHandler: {
                onReward(rewardAmount)
            })
        } catch {
            reload()
            throw error
        }
    }
}

// MARK: - GADFullScreenContentDelegate

extension GADSwiftyAdsRewardedInterstitialAd: FullScreenContentDelegate {
    func adDidRecordImpression(_ ad: FullScreenPresentingAd) {
        if case .development = environment {
            print("SwiftyAdsRewardedInterstitial recorded an impression for \(ad)")
        }
    }

    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
        onOpen?()
    }

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        // The ad is spent: drop it, tell the app, and fetch the next one.
        rewardedInterstitialAd = nil
        onClose?()
        reload()
    }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        onError?(error)
    }
}

// MARK: - Private Methods

private extension GADSwiftyAdsRewardedInterstitialAd {
    func reload() {
        Task { [weak self] in
            try await self?.load()
        }
    }
}
