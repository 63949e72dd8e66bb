// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsRewardedAd.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.

import FakeGoogleMobileAds

/// A rewarded ad the facade loads ahead and shows when the user asks to watch.
protocol SwiftyAdsRewardedAd: Sendable {
    var isReady: Bool { get }
    func load() async throws
    @MainActor
    func show(from viewController: UIViewController,
              onOpen: (() -> Void)?,
              onClose: (() -> Void)?,
              onError: ((Error) -> Void)?,
              onReward: @escaping (NSDecimalNumber) -> Void) async throws
}

/// The Google ad behind `SwiftyAdsRewardedAd`.
final class GADSwiftyAdsRewardedAd: NSObject, @unchecked Sendable {

    // MARK: - Properties

    private let adUnitId: String
    private let environment: SwiftyAdsEnvironment
    private let request: () -> Request

    private var onOpen: (() -> Void)?
    private var onClose: (() -> Void)?
    private var onError: ((Error) -> Void)?

    private var rewardedAd: RewardedAd?

    // MARK: - Initialization

    init(adUnitId: String, environment: SwiftyAdsEnvironment, request: @escaping () -> Request) {
        self.adUnitId = adUnitId
        self.environment = environment
        self.request = request
    }
}

// MARK: - SwiftyAdsRewardedAd

extension GADSwiftyAdsRewardedAd: SwiftyAdsRewardedAd {
    var isReady: Bool {
        rewardedAd != nil
    }

    func load() async throws {
        // Keep the loaded ad, then listen to it.
        rewardedAd = try await RewardedAd.load(with: adUnitId, request: request())
        rewardedAd?.fullScreenContentDelegate = self
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
        guard let rewardedAd = rewardedAd else {
            reload()
            throw SwiftyAdsError.rewardedAdNotLoaded
        }

        // Ask the SDK first; the amount is read before presenting and handed to the app
        // when the SDK says the reward is earned. A refusal starts a fresh load.
        do {
            try rewardedAd.canPresent(from: viewController)
            let rewardAmount = rewardedAd.adReward.amount
            rewardedAd.present(from: viewController, userDidEarnRewardHandler: {
                onReward(rewardAmount)
            })
        } catch {
            reload()
            throw error
        }
    }
}

// MARK: - GADFullScreenContentDelegate

extension GADSwiftyAdsRewardedAd: FullScreenContentDelegate {
    func adDidRecordImpression(_ ad: FullScreenPresentingAd) {
        if case .development = environment {
            print("SwiftyAdsRewarded recorded an impression for \(ad)")
        }
    }

    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
        onOpen?()
    }

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        // The ad is spent: drop it, tell the app, and fetch the next one.
        rewardedAd = nil
        onClose?()
        reload()
    }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        onError?(error)
    }
}

// MARK: - Private Methods

private extension GADSwiftyAdsRewardedAd {
    func reload() {
        Task { [weak self] in
            try await self?.load()
        }
    }
}
