// The banner part of SwiftyAds' public facade (`makeBannerAd` in Sources/Public/SwiftyAds.swift at
// commit b2ce57a4117ff8f368c0b5ede4288af34e745672), for the per-run stand-in.

import FakeGoogleMobileAds

extension SwiftyAdsStandIn {
    @MainActor
    func makeBannerAd(in viewController: UIViewController,
                      position: SwiftyAdsBannerAdPosition,
                      animation: SwiftyAdsBannerAdAnimation,
                      onOpen: (() -> Void)?,
                      onClose: (() -> Void)?,
                      onError: ((Error) -> Void)?,
                      onWillPresentScreen: (() -> Void)?,
                      onWillDismissScreen: (() -> Void)?,
                      onDidDismissScreen: (() -> Void)?) -> SwiftyAdsBannerAd? {
        guard !isDisabled else { return nil }
        guard isConfigured else {
            onError?(SwiftyAdsError.notConfigured)
            return nil
        }
        guard hasConsent else {
            onError?(SwiftyAdsError.consentNotObtained)
            return nil
        }
        guard let adUnitId = units.bannerAdUnitId else {
            onError?(SwiftyAdsError.bannerAdMissingAdUnitId)
            return nil
        }
        let bannerAd = GADSwiftyAdsBannerAd(
            environment: environment,
            isDisabled: { [weak self] in self?.isDisabled ?? false },
            hasConsent: { [weak self] in self?.hasConsent ?? true },
            request: { [weak self] in self?.requestBuilder?.build() ?? Request() })
        bannerAd.prepare(
            withAdUnitId: adUnitId, in: viewController, position: position, animation: animation,
            onOpen: onOpen, onClose: onClose, onError: onError, onWillPresentScreen: onWillPresentScreen,
            onWillDismissScreen: onWillDismissScreen, onDidDismissScreen: onDidDismissScreen)
        return bannerAd
    }
}
