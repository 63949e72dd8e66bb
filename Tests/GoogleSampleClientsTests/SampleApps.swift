import AdContracts

/// Google's samples as subjects the harness makes again in a fresh launch for every run,
/// as each run of an app on a device is a launch of its own.
enum SampleApps: SubjectList {
  static let subjects = [
    gadAppOpen, gadBanner, gadBannerConsent, gadCollapsibleBanner, gadInterstitial, gadInterstitialConsent,
    gadRewarded, gadRewardedInterstitial, v12AppOpen, v12Banner, v12BannerConsent, v12CollapsibleBanner,
    v12Interstitial, v12InterstitialConsent, v12Rewarded, v12RewardedInterstitial,
  ]
}
