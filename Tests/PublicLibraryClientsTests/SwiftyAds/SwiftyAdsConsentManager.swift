// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsConsentManager.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `@preconcurrency import UserMessagingPlatform` -> `@preconcurrency import
// FakeUserMessagingPlatform`, `@preconcurrency import GoogleMobileAds` -> `@preconcurrency import
// FakeGoogleMobileAds`.

@preconcurrency import FakeUserMessagingPlatform
@preconcurrency import FakeGoogleMobileAds

// UMP is used step by step: refresh the consent information, see whether a form is
// there, load it, present it; the app offers a way back to it later.

/// Gathers the user's consent through UMP before ads load.
protocol SwiftyAdsConsentManager: Sendable {
    var consentStatus: SwiftyAdsConsentStatus { get }
    @MainActor
    func request(from viewController: UIViewController) async throws
}

/// The UMP consent manager the facade makes when the configuration names a GDPR age tag.
final class DefaultSwiftyAdsConsentManager {

    // MARK: - Properties

    private let consentInformation: ConsentInformation
    private let isTaggedForChildDirectedTreatment: Bool
    private let isTaggedForUnderAgeOfConsent: Bool
    private let mediationConfigurator: SwiftyAdsMediationConfigurator?
    private let environment: SwiftyAdsEnvironment
    private let mobileAds: MobileAds

    // MARK: - Initialization

    init(isTaggedForChildDirectedTreatment: Bool,
         isTaggedForUnderAgeOfConsent: Bool,
         mediationConfigurator: SwiftyAdsMediationConfigurator?,
         environment: SwiftyAdsEnvironment,
         mobileAds: MobileAds) {
        self.isTaggedForChildDirectedTreatment = isTaggedForChildDirectedTreatment
        self.isTaggedForUnderAgeOfConsent = isTaggedForUnderAgeOfConsent
        self.consentInformation = .shared
        self.mediationConfigurator = mediationConfigurator
        self.environment = environment
        self.mobileAds = mobileAds
    }
}

// MARK: - SwiftyAdsConsentManager

extension DefaultSwiftyAdsConsentManager: SwiftyAdsConsentManager {
    var consentStatus: SwiftyAdsConsentStatus {
        consentInformation.consentStatus
    }

    @MainActor
    func request(from viewController: UIViewController) async throws {
        // Whatever happens below, pass the resulting status on unless consent is not needed.
        defer {
            if consentStatus != .notRequired {
                configure(for: consentStatus)
            }
        }

        try await requestUpdate()

        // With fresh information, a form may be waiting.
        switch consentInformation.formStatus {
        case .available:
            let form = try await ConsentForm.load()
            try await form.present(from: viewController)
        case .unavailable:
            // No form to show.
            break
        case .unknown:
            // The information was never refreshed.
            break
        @unknown default:
            break
        }
    }
}

// MARK: - Private Methods

private extension DefaultSwiftyAdsConsentManager {
    func requestUpdate() async throws {
        let parameters = RequestParameters()
        parameters.isTaggedForUnderAgeOfConsent = isTaggedForUnderAgeOfConsent

        // Debug builds pin the geography and may start from a clean slate.
        if case .development(let developmentConfig) = environment {
            let debugSettings = DebugSettings()
            debugSettings.testDeviceIdentifiers = developmentConfig.testDeviceIdentifiers
            debugSettings.geography = developmentConfig.geography
            parameters.debugSettings = debugSettings
            if developmentConfig.resetsConsentOnLaunch {
                consentInformation.reset()
            }
        }

        try await consentInformation.requestConsentInfoUpdate(with: parameters)
    }

    func configure(for consentStatus: SwiftyAdsConsentStatus) {
        // Mediation networks do not get the SDK's under-age tag: pass it on ourselves.
        mediationConfigurator?.updateGDPR(for: consentStatus, isTaggedForUnderAgeOfConsent: isTaggedForUnderAgeOfConsent)

        // The child-directed tag wins over the under-age one, so set the latter only without it.
        guard !isTaggedForChildDirectedTreatment else { return }

        mobileAds.requestConfiguration.tagForUnderAgeOfConsent = NSNumber(value: isTaggedForUnderAgeOfConsent)
    }
}
