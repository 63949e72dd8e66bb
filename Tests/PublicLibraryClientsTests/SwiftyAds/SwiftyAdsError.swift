// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Public/SwiftyAdsError.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: none (the file imports Foundation alone).

import Foundation

/// The errors the library throws or hands to its `onError` callbacks.
public enum SwiftyAdsError: LocalizedError, Sendable {
    case notConfigured
    case consentManagerNotAvailable
    case loadConsentForm
    case consentNotObtained
    case interstitialAdNotLoaded
    case rewardedAdNotLoaded
    case rewardedInterstitialAdNotLoaded
    case bannerAdMissingAdUnitId

    /// A sentence for each case.
    public var errorDescription: String? {
        switch self {
        case .notConfigured:
            return "SwiftyAds has no configuration yet: call configure(requestBuilder:mediationConfigurator:) first"
        case .consentManagerNotAvailable:
            return "There is no consent manager: the configuration has no under-age-of-consent entry"
        case .loadConsentForm:
            return "The consent form failed to load."
        case .consentNotObtained:
            return "The user's consent has not been obtained"
        case .interstitialAdNotLoaded:
            return "No interstitial ad is loaded"
        case .rewardedAdNotLoaded:
            return "No rewarded ad is loaded"
        case .rewardedInterstitialAdNotLoaded:
            return "No rewarded interstitial ad is loaded"
        case .bannerAdMissingAdUnitId:
            return "The banner ad has no ad unit id"
        }
    }
}
