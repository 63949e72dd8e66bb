// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Public/SwiftyAdsTypes.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`, `import UserMessagingPlatform` ->
// `import FakeUserMessagingPlatform`. Left out: `SwiftyAdsNativeAdLoaderOptions` and the facade's
// protocol `SwiftyAdsType` (native ads and the singleton facade are not rewritten here).

import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// The consent status, as UMP reports it.
public typealias SwiftyAdsConsentStatus = ConsentStatus

/// Where an ad unit id comes from: the configuration file or the caller.
public enum SwiftyAdsAdUnitIdType: Sendable {
    case plist
    case custom(String)
}

/// How a banner comes on and goes off the screen.
public enum SwiftyAdsBannerAdAnimation: Sendable {
    case none
    case fade(duration: TimeInterval)
    case slide(duration: TimeInterval)
}

/// The edge a banner is pinned to, and whether it keeps to the safe area.
public enum SwiftyAdsBannerAdPosition: Sendable {
    case top(isUsingSafeArea: Bool)
    case bottom(isUsingSafeArea: Bool)
}

/// Makes the request each ad loads with.
public protocol SwiftyAdsRequestBuilder {
    func build() -> Request
}

/// Passes COPPA and GDPR answers on to mediation networks.
public protocol SwiftyAdsMediationConfigurator: Sendable {
    func updateCOPPA(isTaggedForChildDirectedTreatment: Bool)
    func updateGDPR(for consentStatus: SwiftyAdsConsentStatus, isTaggedForUnderAgeOfConsent: Bool)
}

/// A prepared banner the app shows, hides or removes.
@MainActor
public protocol SwiftyAdsBannerAd: AnyObject {
    /// Sizes the banner for the current orientation and loads it.
    func show(isLandscape: Bool)
    /// Takes the banner off screen.
    func hide()
    /// Takes the banner out of its superview.
    func remove()
}
