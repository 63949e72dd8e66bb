/// What an ad loader's options ask of the native ads it loads.
///
/// They are read once when the loader is made, as the SDK copies its options then.
struct GoogleNativeLoadOptions: Hashable, Sendable {
  /// How many ads a request asks for (``GADMultipleAdsAdLoaderOptions``); one by default.
  var numberOfAds = 1
  /// The media shape asked for (``GADNativeAdMediaAdLoaderOptions``).
  var mediaAspectRatio = GADMediaAspectRatio.unknown
  /// Where the AdChoices icon goes in a view without its own
  /// (``GADNativeAdViewAdOptions``).
  var adChoicesPosition = GADAdChoicesPosition.topRightCorner
  /// Whether images come without their pictures (``GADNativeAdImageAdLoaderOptions``).
  var disableImageLoading = false
  /// Whether several images may come (``GADNativeAdImageAdLoaderOptions``).
  var multipleImages = false
  /// Whether videos start muted (``GADVideoOptions``).
  var startMuted = true
  /// Whether the app's video calls take effect (``GADVideoOptions``).
  var customControlsRequested = false
  /// Whether a click expands the video (``GADVideoOptions``).
  var clickToExpandRequested = false
  /// The options as the trace writes them, one entry per options object.
  var traceText = "none"

  /// Reads the options the app passed; later objects of the same class win.
  init(_ options: [GADAdLoaderOptions]?) {
    guard let options, !options.isEmpty else { return }
    for option in options {
      switch option {
      case let multiple as GADMultipleAdsAdLoaderOptions:
        numberOfAds = multiple.numberOfAds
      case let media as GADNativeAdMediaAdLoaderOptions:
        mediaAspectRatio = media.mediaAspectRatio
      case let view as GADNativeAdViewAdOptions:
        adChoicesPosition = view.preferredAdChoicesPosition
      case let images as GADNativeAdImageAdLoaderOptions:
        disableImageLoading = images.disableImageLoading
        multipleImages = images.shouldRequestMultipleImages
      case let video as GADVideoOptions:
        startMuted = video.startMuted
        customControlsRequested = video.customControlsRequested
        clickToExpandRequested = video.clickToExpandRequested
      default:
        break
      }
    }
    traceText = options.map(\.traceText).joined(separator: "; ")
  }

  /// How many ads a filled request brings: as many as asked for, from one to five, within
  /// what the behaviour lets a request bring.
  func adsPerFill(maximum: Int) -> Int {
    min(min(max(numberOfAds, 1), 5), maximum)
  }
}
