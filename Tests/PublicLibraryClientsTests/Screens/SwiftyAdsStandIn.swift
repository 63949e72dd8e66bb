// The app's side of SwiftyAds' public facade (Sources/Public/SwiftyAds.swift at commit
// b2ce57a4117ff8f368c0b5ede4288af34e745672), for the formats rewritten here.
//
// The published facade is `SwiftyAds.shared`, one object for the whole process, and reads its ad
// unit ids from `SwiftyAds.plist` in the main bundle. The harness plays each rule on a fresh app,
// so this stand-in is made once per run by the screen's factory and takes the ad unit ids
// directly (Google's test units, as the facade's debug configuration does). Its methods keep the
// facade's guards, order of calls and errors: configure creates the ads and, with a GDPR age tag,
// the consent manager; initializeIfNeeded gathers consent, starts the SDK, then loads (the
// consent manager is left out here: MISSING.md).
// The banner part is in SwiftyAdsStandIn+Banner.swift.

import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// The ad unit ids and consent tags the facade would read from `SwiftyAds.plist`.
struct SwiftyAdsUnits {
    var bannerAdUnitId: String? = "ca-app-pub-3940256099942544/2934735716"
    var interstitialAdUnitId: String? = "ca-app-pub-3940256099942544/4411468910"
    var rewardedAdUnitId: String? = "ca-app-pub-3940256099942544/1712485313"
    var rewardedInterstitialAdUnitId: String? = "ca-app-pub-3940256099942544/6978759866"
    var isTaggedForChildDirectedTreatment: Bool?
    var isTaggedForUnderAgeOfConsent: Bool?
}

/// The request builder the library's README shows: a plain request.
final class AdsRequestBuilder: SwiftyAdsRequestBuilder {
    func build() -> Request {
        Request()
    }
}

/// One app's SwiftyAds facade, with the published facade's guards and order of calls.
final class SwiftyAdsStandIn: @unchecked Sendable {
    private let mobileAds: MobileAds = .shared
    let units: SwiftyAdsUnits
    let environment: SwiftyAdsEnvironment = .production
    var requestBuilder: SwiftyAdsRequestBuilder?
    private(set) var isConfigured = false
    private var interstitialAd: SwiftyAdsInterstitialAd?
    private var rewardedAd: SwiftyAdsRewardedAd?
    private var rewardedInterstitialAd: SwiftyAdsRewardedInterstitialAd?
    private var disabled = false
    private var hasInitializedMobileAds = false

    init(units: SwiftyAdsUnits = SwiftyAdsUnits()) {
        self.units = units
    }

    var hasConsent: Bool {
        switch consentStatus {
        case .notRequired, .obtained:
            return true
        default:
            return false
        }
    }

    var consentStatus: SwiftyAdsConsentStatus {
        // With no consent manager the facade reports `.notRequired`.
        .notRequired
    }

    var isDisabled: Bool { disabled }

    @MainActor
    func configure(requestBuilder: SwiftyAdsRequestBuilder, mediationConfigurator: SwiftyAdsMediationConfigurator?) {
        isConfigured = true
        self.requestBuilder = requestBuilder
        if let id = units.interstitialAdUnitId {
            interstitialAd = GADSwiftyAdsInterstitialAd(adUnitId: id, environment: environment, request: requestBuilder.build)
        }
        if let id = units.rewardedAdUnitId {
            rewardedAd = GADSwiftyAdsRewardedAd(adUnitId: id, environment: environment, request: requestBuilder.build)
        }
        if let id = units.rewardedInterstitialAdUnitId {
            rewardedInterstitialAd = GADSwiftyAdsRewardedInterstitialAd(
                adUnitId: id, environment: environment, request: requestBuilder.build)
        }
        if let isTaggedForChildDirectedTreatment = units.isTaggedForChildDirectedTreatment {
            mediationConfigurator?.updateCOPPA(isTaggedForChildDirectedTreatment: isTaggedForChildDirectedTreatment)
            mobileAds.requestConfiguration.tagForChildDirectedTreatment = NSNumber(value: isTaggedForChildDirectedTreatment)
        }
        // The facade makes `DefaultSwiftyAdsConsentManager` here when the configuration has an
        // under-age-of-consent tag; that file is left out of the build (MISSING.md).
    }

    @MainActor
    func initializeIfNeeded(from viewController: UIViewController) async throws {
        guard !hasInitializedMobileAds else { return }
        _ = await mobileAds.start()
        hasInitializedMobileAds = true
        try await loadAdsIfNeeded()
    }

    @MainActor
    func showInterstitialAd(from viewController: UIViewController,
                            onOpen: (() -> Void)?,
                            onClose: (() -> Void)?,
                            onError: ((Error) -> Void)?) async throws {
        guard !isDisabled else { return }
        guard let interstitialAd else { throw SwiftyAdsError.notConfigured }
        guard hasConsent else { throw SwiftyAdsError.consentNotObtained }
        try await interstitialAd.show(from: viewController, onOpen: onOpen, onClose: onClose, onError: onError)
    }

    @MainActor
    func showRewardedAd(from viewController: UIViewController,
                        onOpen: (() -> Void)?,
                        onClose: (() -> Void)?,
                        onError: ((Error) -> Void)?,
                        onReward: @escaping (NSDecimalNumber) -> Void) async throws {
        guard let rewardedAd else { throw SwiftyAdsError.notConfigured }
        guard hasConsent else { throw SwiftyAdsError.consentNotObtained }
        try await rewardedAd.show(
            from: viewController, onOpen: onOpen, onClose: onClose, onError: onError, onReward: onReward)
    }

    @MainActor
    func showRewardedInterstitialAd(from viewController: UIViewController,
                                    onOpen: (() -> Void)?,
                                    onClose: (() -> Void)?,
                                    onError: ((Error) -> Void)?,
                                    onReward: @escaping (NSDecimalNumber) -> Void) async throws {
        guard !isDisabled else { return }
        guard let rewardedInterstitialAd else { throw SwiftyAdsError.notConfigured }
        guard hasConsent else { throw SwiftyAdsError.consentNotObtained }
        try await rewardedInterstitialAd.show(
            from: viewController, onOpen: onOpen, onClose: onClose, onError: onError, onReward: onReward)
    }

    func loadAdsIfNeeded() async throws {
        if let rewardedAd, !rewardedAd.isReady {
            try await rewardedAd.load()
        }
        guard !isDisabled else { return }
        if let interstitialAd, !interstitialAd.isReady {
            try await interstitialAd.load()
        }
        if let rewardedInterstitialAd, !rewardedInterstitialAd.isReady {
            try await rewardedInterstitialAd.load()
        }
    }
}
