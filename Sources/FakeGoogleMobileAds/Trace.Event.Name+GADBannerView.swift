import AdSimulation

/// The names of the events a Google banner view (`GADBannerView`, `BannerView`) records.
///
/// Delegate callbacks are named by their signatures, as the timeline heads them. Names
/// that would read the same as an iAd banner's observation carry their own text (`ad banner
/// shown`), so a rule about one SDK's banners never matches the other's.
extension Trace.Event.Name {
  /// The app made a `GADBannerView`.
  public static let gadBannerViewCreated: Self = "GADBannerView"
  /// The app set a banner's `adUnitID`.
  public static let gadBannerAdUnitID: Self = "adUnitID"
  /// The app set a banner's `rootViewController`.
  public static let gadBannerRootViewController: Self = "rootViewController"
  /// The app set a banner's `delegate`.
  public static let gadBannerDelegate: Self = "delegate"
  /// A callback found the banner's delegate released: the app set it, and nothing kept it.
  public static let gadBannerDelegateGone: Self = "banner delegate released"
  /// The app set a banner's `adSize`.
  public static let gadBannerAdSize: Self = "adSize"
  /// The app set a banner's `isAutoloadEnabled`.
  public static let gadBannerAutoloadEnabled: Self = "isAutoloadEnabled"
  /// The app (or, with autoload, the SDK) called the banner's `load(_:)`.
  public static let gadBannerLoad: Self = "load(_:)"
  /// The app loaded a banner that has no ad unit id; the request is not served.
  public static let gadBannerLoadWithoutAdUnitID: Self = "banner load without adUnitID"
  /// The SDK asked for the banner's next ad because the ad unit refreshes.
  public static let gadBannerRefresh: Self = "banner refresh"
  /// The script set the simulation's banner behaviour.
  public static let gadBannerBehaviour: Self = "banner behaviour"
  /// The same event under its former name.
  @available(*, deprecated, renamed: "gadBannerBehaviour")
  public static var gadBannerScenario: Self { gadBannerBehaviour }
  /// The SDK called the delegate's `bannerViewDidReceiveAd`.
  public static let gadBannerViewDidReceiveAd: Self = "bannerViewDidReceiveAd"
  /// The SDK called the delegate's `bannerView(_:didFailToReceiveAdWithError:)`.
  public static let gadBannerViewDidFailToReceiveAdWithError: Self = "bannerView(_:didFailToReceiveAdWithError:)"
  /// The SDK called the delegate's `bannerViewDidRecordImpression`.
  public static let gadBannerViewDidRecordImpression: Self = "bannerViewDidRecordImpression"
  /// The SDK called the delegate's `bannerViewDidRecordClick`.
  public static let gadBannerViewDidRecordClick: Self = "bannerViewDidRecordClick"
  /// The SDK called the delegate's `bannerViewWillPresentScreen`.
  public static let gadBannerViewWillPresentScreen: Self = "bannerViewWillPresentScreen"
  /// The SDK called the delegate's `bannerViewWillDismissScreen`.
  public static let gadBannerViewWillDismissScreen: Self = "bannerViewWillDismissScreen"
  /// The SDK called the delegate's `bannerViewDidDismissScreen`.
  public static let gadBannerViewDidDismissScreen: Self = "bannerViewDidDismissScreen"
  /// Seen in the run: a Google banner came on screen; its `frame` field is where.
  public static let gadBannerShown: Self = "ad banner shown"
  /// Seen in the run: a Google banner on screen moved to another frame.
  public static let gadBannerMoved: Self = "ad banner moved"
  /// Seen in the run: a Google banner left the screen.
  public static let gadBannerHidden: Self = "ad banner hidden"
  /// Seen in the run: the screen a banner click opens covers the app.
  public static let gadBannerAdCoversTheApp: Self = "banner ad covers the app"
  /// Seen in the run: the screen a banner click opened is gone.
  public static let gadBannerAdUncoversTheApp: Self = "banner ad uncovers the app"
  /// Seen in the run: a banner click took the user out of the app.
  public static let gadBannerAdOpensAnotherApp: Self = "banner ad opens another app"
}
