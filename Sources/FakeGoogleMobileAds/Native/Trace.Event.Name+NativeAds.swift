import AdSimulation

/// The names of the events Google native ads record.
///
/// They cover the ad loader, the native ad, its view, its media and its video. Delegate
/// callbacks are named by their signatures, as the timeline heads them; properties by their
/// names, as banners' are (a rule tells them apart by the event's object, such as
/// `GADAdLoader#1`). The loader's `load(_:)` carries its own text, since the timeline heads
/// a call without its object and rules that count banner loads match the plain name. The
/// video controller's events are filed under the ad's name, so their names start with the
/// path from the ad (`videoController.play()`).
extension Trace.Event.Name {
  /// The app made a `GADAdLoader`.
  public static let adLoaderCreated: Self = "GADAdLoader"
  /// The app set an ad loader's `delegate`.
  public static let adLoaderDelegate: Self = "delegate"
  /// A callback found the ad loader's delegate released: the app set it, and nothing kept
  /// it.
  public static let adLoaderDelegateGone: Self = "ad loader delegate released"
  /// The app called an ad loader's `load(_:)`.
  public static let adLoaderLoad: Self = "ad loader load(_:)"
  /// The app called `load(_:)` while the loader was still loading; the SDK ignores the
  /// call.
  public static let adLoaderLoadWhileLoading: Self = "ad loader load while loading"
  /// The app loaded native ads with no delegate set; the ads have nowhere to go.
  public static let adLoaderLoadWithoutDelegate: Self = "ad loader load without delegate"
  /// The loader's delegate does not adopt the protocol of an ad type it asks for; a device
  /// raises an exception.
  public static let adLoaderDelegateMissesAdType: Self = "ad loader delegate misses ad type"
  /// The SDK called the delegate's `adLoader(_:didReceive:)` with a native ad.
  public static let adLoaderDidReceiveNativeAd: Self = "adLoader(_:didReceive:)"
  /// The SDK called the delegate's `adLoader(_:didFailToReceiveAdWithError:)`.
  public static let adLoaderDidFailToReceiveAdWithError: Self = "adLoader(_:didFailToReceiveAdWithError:)"
  /// The SDK called the delegate's `adLoaderDidFinishLoading`.
  public static let adLoaderDidFinishLoading: Self = "adLoaderDidFinishLoading"
  /// The script set the simulation's native ad behaviour.
  public static let nativeAdBehaviour: Self = "native ad behaviour"
}

extension Trace.Event.Name {
  /// The SDK made a `GADNativeAd` for a load that filled.
  public static let nativeAdCreated: Self = "GADNativeAd"
  /// The app set a native ad's `delegate`.
  public static let nativeAdDelegate: Self = "delegate"
  /// A callback found the native ad's delegate released: the app set it, and nothing kept
  /// it.
  public static let nativeAdDelegateGone: Self = "native ad delegate released"
  /// The app set a native ad's `rootViewController`.
  public static let nativeAdRootViewController: Self = "rootViewController"
  /// The app called `register(_:clickableAssetViews:nonclickableAssetViews:)`.
  public static let nativeAdRegister: Self = "register(_:clickableAssetViews:nonclickableAssetViews:)"
  /// The app called `unregisterAdView()`.
  public static let nativeAdUnregister: Self = "unregisterAdView()"
  /// The app called `enableCustomClickGestures()`.
  public static let nativeAdEnableCustomClickGestures: Self = "enableCustomClickGestures()"
  /// The app called `recordCustomClickGesture()`.
  public static let nativeAdRecordCustomClickGesture: Self = "recordCustomClickGesture()"
  /// The SDK called the delegate's `nativeAdDidRecordImpression`.
  public static let nativeAdDidRecordImpression: Self = "nativeAdDidRecordImpression"
  /// The SDK called the delegate's `nativeAdDidRecordClick`; the `asset` field names the
  /// asset view the user tapped.
  public static let nativeAdDidRecordClick: Self = "nativeAdDidRecordClick"
  /// The SDK called the delegate's `nativeAdWillPresentScreen`.
  public static let nativeAdWillPresentScreen: Self = "nativeAdWillPresentScreen"
  /// The SDK called the delegate's `nativeAdWillDismissScreen`.
  public static let nativeAdWillDismissScreen: Self = "nativeAdWillDismissScreen"
  /// The SDK called the delegate's `nativeAdDidDismissScreen`.
  public static let nativeAdDidDismissScreen: Self = "nativeAdDidDismissScreen"
  /// Seen in the run: a view showing a native ad came on screen; its `frame` field is
  /// where.
  public static let nativeAdShown: Self = "native ad shown"
  /// Seen in the run: a view showing a native ad left the screen.
  public static let nativeAdHidden: Self = "native ad hidden"
  /// Seen in the run: the screen a native ad's click opens covers the app.
  public static let nativeAdCoversTheApp: Self = "native ad covers the app"
  /// Seen in the run: the screen a native ad's click opened is gone.
  public static let nativeAdUncoversTheApp: Self = "native ad uncovers the app"
  /// Seen in the run: a native ad's click took the user out of the app.
  public static let nativeAdOpensAnotherApp: Self = "native ad opens another app"
  /// Seen in the run: the user could not tap a native ad on screen, as something covers it.
  public static let nativeAdTapOutOfReach: Self = "native ad tap out of reach"
  /// Seen in the run: the user tapped a native ad on screen, but none of its clickable
  /// asset views was on screen, so no click counted.
  public static let nativeAdTapMissedAssets: Self = "native ad tap on no clickable asset"
  /// The user's tap on an asset view went to the app's control there (a button with user
  /// interaction on), which took the touch: the SDK saw no click.
  public static let nativeAdTapTakenByControl: Self = "native ad tap taken by the app's control"
}

extension Trace.Event.Name {
  /// The app made a `GADNativeAdView`.
  public static let nativeAdViewCreated: Self = "GADNativeAdView"
  /// The app set a native ad view's `nativeAd`; the fields say which asset views it held.
  public static let nativeAdViewNativeAd: Self = "nativeAd"
  /// The app set a native ad view's `headlineView`.
  public static let nativeAdViewHeadlineView: Self = "headlineView"
  /// The app set a native ad view's `callToActionView`.
  public static let nativeAdViewCallToActionView: Self = "callToActionView"
  /// The app set a native ad view's `iconView`.
  public static let nativeAdViewIconView: Self = "iconView"
  /// The app set a native ad view's `bodyView`.
  public static let nativeAdViewBodyView: Self = "bodyView"
  /// The app set a native ad view's `storeView`.
  public static let nativeAdViewStoreView: Self = "storeView"
  /// The app set a native ad view's `priceView`.
  public static let nativeAdViewPriceView: Self = "priceView"
  /// The app set a native ad view's `imageView`.
  public static let nativeAdViewImageView: Self = "imageView"
  /// The app set a native ad view's `starRatingView`.
  public static let nativeAdViewStarRatingView: Self = "starRatingView"
  /// The app set a native ad view's `advertiserView`.
  public static let nativeAdViewAdvertiserView: Self = "advertiserView"
  /// The app set a native ad view's `mediaView`.
  public static let nativeAdViewMediaView: Self = "mediaView"
  /// The app set a native ad view's `adChoicesView`.
  public static let nativeAdViewAdChoicesView: Self = "adChoicesView"
  /// The app set a media view's `mediaContent`.
  public static let mediaViewMediaContent: Self = "mediaContent"
}

extension Trace.Event.Name {
  /// The app called a video controller's `play()`.
  public static let videoControllerPlay: Self = "videoController.play()"
  /// The app called a video controller's `pause()`.
  public static let videoControllerPause: Self = "videoController.pause()"
  /// The app called a video controller's `stop()`.
  public static let videoControllerStop: Self = "videoController.stop()"
  /// The app called a video controller's `setMute(_:)` or set its `isMuted`.
  public static let videoControllerSetMute: Self = "videoController.setMute(_:)"
  /// The app set a video controller's `delegate`.
  public static let videoControllerDelegate: Self = "mediaContent.videoController.delegate"
  /// The SDK called the delegate's `videoControllerDidPlayVideo`.
  public static let videoControllerDidPlayVideo: Self = "videoControllerDidPlayVideo"
  /// The SDK called the delegate's `videoControllerDidPauseVideo`.
  public static let videoControllerDidPauseVideo: Self = "videoControllerDidPauseVideo"
  /// The SDK called the delegate's `videoControllerDidEndVideoPlayback`.
  public static let videoControllerDidEndVideoPlayback: Self = "videoControllerDidEndVideoPlayback"
  /// The SDK called the delegate's `videoControllerDidMuteVideo`.
  public static let videoControllerDidMuteVideo: Self = "videoControllerDidMuteVideo"
  /// The SDK called the delegate's `videoControllerDidUnmuteVideo`.
  public static let videoControllerDidUnmuteVideo: Self = "videoControllerDidUnmuteVideo"
}
