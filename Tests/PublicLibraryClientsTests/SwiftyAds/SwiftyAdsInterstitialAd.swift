// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsInterstitialAd.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.

import FakeGoogleMobileAds

/// An interstitial the facade loads ahead and shows at the app's breaks.
protocol SwiftyAdsInterstitialAd: Sendable {
    var isReady: Bool { get }
    func load() async throws
    func stopLoading()
    @MainActor
    func show(from viewController: UIViewController,
              onOpen: (() -> Void)?,
              onClose: (() -> Void)?,
              onError: ((Error) -> Void)?) async throws
}

/// The Google interstitial behind `SwiftyAdsInterstitialAd`.
final class GADSwiftyAdsInterstitialAd: NSObject, @unchecked Sendable {

    // MARK: - Properties

    private let adUnitId: String
    private let environment: SwiftyAdsEnvironment
    private let request: () -> Request

    private var onOpen: (() -> Void)?
    private var onClose: (() -> Void)?
    private var onError: ((Error) -> Void)?

    private var interstitialAd: InterstitialAd?

    // MARK: - Initialization

    init(adUnitId: String, environment: SwiftyAdsEnvironment, request: @escaping () -> Request) {
        self.adUnitId = adUnitId
        self.environment = environment
        self.request = request
    }
}

// MARK: - SwiftyAdsInterstitialAd

extension GADSwiftyAdsInterstitialAd: SwiftyAdsInterstitialAd {
    var isReady: Bool {
        interstitialAd != nil
    }

    func load() async throws {
        // Keep the loaded ad, then listen to it.
        interstitialAd = try await InterstitialAd.load(with: adUnitId, request: request())
        interstitialAd?.fullScreenContentDelegate = self
    }

    func stopLoading() {
        interstitialAd?.fullScreenContentDelegate = nil
        interstitialAd = nil
    }

    @MainActor
    func show(from viewController: UIViewController,
              onOpen: (() -> Void)?,
              onClose: (() -> Void)?,
              onError: ((Error) -> Void)?) async throws {
        self.onOpen = onOpen
        self.onClose = onClose
        self.onError = onError

        // Nothing loaded: start a load for next time and tell the caller.
        guard let interstitialAd = interstitialAd else {
            reload()
            throw SwiftyAdsError.interstitialAdNotLoaded
        }

        // Ask the SDK first; a refusal also starts a fresh load.
        do {
            try interstitialAd.canPresent(from: viewController)
            interstitialAd.present(from: viewController)
        } catch {
            reload()
            throw error
        }
    }
}

// MARK: - GADFullScreenContentDelegate

extension GADSwiftyAdsInterstitialAd: FullScreenContentDelegate {
    func adDidRecordImpression(_ ad: FullScreenPresentingAd) {
        if case .development = environment {
            print("SwiftyAdsInterstitial recorded an impression for \(ad)")
        }
    }

    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
        onOpen?()
    }

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        // The ad is spent: drop it, tell the app, and fetch the next one.
        interstitialAd = nil
        onClose?()
        reload()
    }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        onError?(error)
    }
}

// MARK: - Private Methods

private extension GADSwiftyAdsInterstitialAd {
    func reload() {
        Task { [weak self] in
            try await self?.load()
        }
    }
}
