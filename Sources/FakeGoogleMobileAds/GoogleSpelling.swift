import AdSimulation

/// Google Mobile Ads v12's names for the SDK's types and methods, which the reports of a
/// run speak once the app has called the SDK by one of them.
///
/// The fakes answer both spellings, as the v12 SDK does, and record the GAD names, which
/// rules read. An app written against v12 (`InterstitialAd.load(with:request:)`,
/// `present(from:)`, `MobileAds.shared`, `currentOrientationAnchoredAdaptiveBanner(width:)`)
/// reads its timelines in those names.
enum GoogleSpelling {
  /// The v12 renames: types, then the methods whose labels changed.
  static let v12 = Simulation.Spelling(
    framework: "GoogleMobileAds",
    renames: [
      ("GADAppOpenAd", "AppOpenAd"), ("GADInterstitialAd", "InterstitialAd"), ("GADRewardedAd", "RewardedAd"),
      ("GADRewardedInterstitialAd", "RewardedInterstitialAd"), ("GADBannerViewDelegate", "BannerViewDelegate"),
      ("GADBannerView", "BannerView"), ("GADMobileAds", "MobileAds"),
      ("GADRequestConfiguration", "RequestConfiguration"),
      ("GADRequest", "Request"), ("GADFullScreenContentDelegate", "FullScreenContentDelegate"),
      ("GADFullScreenPresentingAd", "FullScreenPresentingAd"), ("GADAdReward", "AdReward"), ("GADAdSize", "AdSize"),
      ("GADResponseInfo", "ResponseInfo"), ("GADAdValue", "AdValue"), ("GADNativeAdView", "NativeAdView"),
      ("GADNativeAdDelegate", "NativeAdDelegate"), ("GADNativeAdLoaderDelegate", "NativeAdLoaderDelegate"),
      ("GADNativeAd", "NativeAd"), ("GADAdLoaderDelegate", "AdLoaderDelegate"), ("GADAdLoader", "AdLoader"),
      ("GADMediaView", "MediaView"), ("GADMediaContent", "MediaContent"), ("GADAdChoicesView", "AdChoicesView"),
      ("GADVideoController", "VideoController"),
      ("load(withAdUnitID:request:completionHandler:)", "load(with:request:completionHandler:)"),
      ("load(withAdUnitID:request:)", "load(with:request:)"),
      ("present(fromRootViewController:userDidEarnRewardHandler:)", "present(from:userDidEarnRewardHandler:)"),
      ("present(fromRootViewController:)", "present(from:)"),
      ("canPresent(fromRootViewController:)", "canPresent(from:)"),
      ("sharedInstance()", "shared"),
      (
        "GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth", "currentOrientationAnchoredAdaptiveBanner(width:)"
      ),
      ("GADLargeAnchoredAdaptiveBannerAdSizeWithWidth", "largeAnchoredAdaptiveBanner(width:)"),
    ])

  /// Notes that the app called a v12 name, in the running simulation.
  nonisolated static func noteV12() {
    Simulation.mainActor { Simulation.current?.speaks(v12) }
  }
}
