import AdSimulation

/// The names of the events FakeiAd records.
extension Trace.Event.Name {
  /// The app called `cancelAction()`.
  public static let cancelAction: Self = "cancelAction()"
  /// The SDK called the delegate's `bannerViewActionShouldBegin(_:willLeaveApplication:)`.
  public static let bannerViewActionShouldBeginWillLeaveApplication: Self =
    "bannerViewActionShouldBegin(_:willLeaveApplication:)"
  /// Seen in the run: ad opens another app.
  public static let adOpensAnotherApp: Self = "ad opens another app"
  /// Seen in the run: ad covers the app.
  public static let adCoversTheApp: Self = "ad covers the app"
  /// Seen in the run: ad uncovers the app.
  public static let adUncoversTheApp: Self = "ad uncovers the app"
  /// The SDK called the delegate's `bannerViewActionDidFinish`.
  public static let bannerViewActionDidFinish: Self = "bannerViewActionDidFinish"
  /// Seen in the run: banner hidden.
  public static let bannerHidden: Self = "banner hidden"
  /// Seen in the run: ad expired.
  public static let adExpired: Self = "ad expired"
  /// The app misused `requiredContentSizeIdentifiers`.
  public static let requiredContentSizeIdentifiers: Self = "requiredContentSizeIdentifiers"
  /// The app misused `currentContentSizeIdentifier`.
  public static let currentContentSizeIdentifier: Self = "currentContentSizeIdentifier"
  /// Seen in the run: banner height.
  public static let bannerHeight: Self = "banner height"
  /// The app misused `size(fromBannerContentSizeIdentifier:)`.
  public static let sizeFromBannerContentSizeIdentifier: Self = "size(fromBannerContentSizeIdentifier:)"
  /// The app set `delegate`.
  public static let delegate: Self = "delegate"
  /// The app set `frame`.
  public static let frame: Self = "frame"
  /// The app set `superview`.
  public static let superview: Self = "superview"
  /// The SDK called the delegate's `bannerViewWillLoadAd`.
  public static let bannerViewWillLoadAd: Self = "bannerViewWillLoadAd"
  /// The SDK called the delegate's `bannerViewDidLoadAd`.
  public static let bannerViewDidLoadAd: Self = "bannerViewDidLoadAd"
  /// The SDK called the delegate's `bannerView(_:didFailToReceiveAdWithError:)`.
  public static let bannerViewDidFailToReceiveAdWithError: Self = "bannerView(_:didFailToReceiveAdWithError:)"
  /// The SDK called the delegate's `interstitialAdActionShouldBegin(_:willLeaveApplication:)`.
  public static let interstitialAdActionShouldBeginWillLeaveApplication: Self =
    "interstitialAdActionShouldBegin(_:willLeaveApplication:)"
  /// The SDK called the delegate's `interstitialAdActionDidFinish`.
  public static let interstitialAdActionDidFinish: Self = "interstitialAdActionDidFinish"
  /// Seen in the run: content expired.
  public static let contentExpired: Self = "content expired"
  /// The app called `present(from:)`.
  public static let presentFrom: Self = "present(from:)"
  /// Seen in the run: ad presented modally.
  public static let adPresentedModally: Self = "ad presented modally"
  /// The app called `present(in:)`.
  public static let presentIn: Self = "present(in:)"
  /// Seen in the run: ad dismissed.
  public static let adDismissed: Self = "ad dismissed"
  /// Seen in the run: app changed the ad's view.
  public static let appChangedTheAdsView: Self = "app changed the ad's view"
  /// The app created an ad with `ADInterstitialAd()`.
  public static let interstitialAdCreated: Self = "ADInterstitialAd()"
  /// The SDK called the delegate's `interstitialAdWillLoad`.
  public static let interstitialAdWillLoad: Self = "interstitialAdWillLoad"
  /// The SDK called the delegate's `interstitialAdDidLoad`.
  public static let interstitialAdDidLoad: Self = "interstitialAdDidLoad"
  /// The SDK called the delegate's `interstitialAd(_:didFailWithError:)`.
  public static let interstitialAdDidFailWithError: Self = "interstitialAd(_:didFailWithError:)"
  /// The SDK called the delegate's `interstitialAdDidUnload`.
  public static let interstitialAdDidUnload: Self = "interstitialAdDidUnload"
  /// Seen in the run: used after it ended.
  public static let usedAfterItEnded: Self = "used after it ended"
  /// The app set `canDisplayBannerAds`.
  public static let canDisplayBannerAds: Self = "canDisplayBannerAds"
  /// Seen in the run: banner removed.
  public static let bannerRemoved: Self = "banner removed"
  /// Seen in the run: content moved into originalContentView.
  public static let contentMovedIntoOriginalContentView: Self = "content moved into originalContentView"
  /// Seen in the run: content resized.
  public static let contentResized: Self = "content resized"
  /// Seen in the run: full-screen ads prepared.
  public static let fullScreenAdsPrepared: Self = "full-screen ads prepared"
  /// Seen in the run: covering ad keeps its orientation.
  public static let coveringAdKeepsItsOrientation: Self = "covering ad keeps its orientation"
  /// The SDK asked the view controller `shouldPresentInterstitialAd`.
  public static let shouldPresentInterstitialAd: Self = "shouldPresentInterstitialAd"
  /// The app called `prepareInterstitialAds()`.
  public static let prepareInterstitialAds: Self = "prepareInterstitialAds()"
  /// The app set `interstitialPresentationPolicy`.
  public static let interstitialPresentationPolicy: Self = "interstitialPresentationPolicy"
  /// The app called `requestInterstitialAdPresentation()`.
  public static let requestInterstitialAdPresentation: Self = "requestInterstitialAdPresentation()"
  /// The ad answered `present(in:)` by presenting itself in the view.
  public static let presentInAccepted: Self = "present(in:) → true"
  /// The ad answered `present(in:)` by refusing: it was not loaded or the view did not fit.
  public static let presentInRefused: Self = "present(in:) → false"
  /// Seen in the run: a banner with an ad came on screen.
  public static let bannerShown: Self = "banner shown"
  /// Seen in the run: a banner on screen moved to another frame.
  public static let bannerMoved: Self = "banner moved"
}
