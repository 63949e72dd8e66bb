// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsEnvironment.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import UserMessagingPlatform` -> `import FakeUserMessagingPlatform`.

import Foundation
import FakeUserMessagingPlatform

/// Where the library runs: with the app's own ad units, or with test units and debug settings.
enum SwiftyAdsEnvironment {
    /// The debug settings `enableDebug` collects.
    struct DevelopmentSettings {
        let testDeviceIdentifiers: [String]
        let geography: DebugGeography
        let resetsConsentOnLaunch: Bool
        let isTaggedForChildDirectedTreatment: Bool?
        let isTaggedForUnderAgeOfConsent: Bool?
    }

    case production
    case development(DevelopmentSettings)
}
