import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A screen that loads a native ad and shows it in a native ad view it builds in code, in
/// the shape of Google's native advanced sample with the v12 names.
///
/// - `viewDidLoad()` builds the native ad view: an "Ad" badge at its top left, then the
///   icon and headline, the body, a media view of 300×170 points and the call to action,
///   each a subview of the ad view and named in its outlets. It starts the SDK once and
///   asks an ad loader for one native ad.
/// - When the ad arrives, the screen becomes its delegate, fills each asset view from it
///   (hiding those whose asset did not come), gives the media view the ad's media content,
///   and sets the ad view's `nativeAd` last.
@MainActor
open class NativeAdvancedViewController: UIViewController, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A screen that shows one native ad in a native ad view built in code, filled before the ad is set."
  }
  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// The ad unit the loader asks for.
  open class var adUnitID: String { GoogleTestAdUnits.nativeAdvanced }
  /// The height of the native ad view.
  open class var adViewHeight: CGFloat { 360 }
  /// The size of the media view.
  open class var mediaSize: CGSize { CGSize(width: 300, height: 170) }
  /// Whether the ad view carries an "Ad" badge.
  open class var showsAttribution: Bool { true }
  /// Where the headline label sits in the ad view: two lines beside the icon.
  open class var headlineFrame: CGRect { CGRect(x: 48, y: 20, width: 252, height: 42) }

  /// The view that shows the ad.
  public let nativeAdView = NativeAdView(frame: .zero)
  /// The badge that marks the ad as an ad.
  public let attributionLabel = UILabel()
  /// The ad's headline.
  public let headlineLabel = UILabel()
  /// The ad's body text.
  public let bodyLabel = UILabel()
  /// The advertiser's icon.
  public let iconView = UIImageView()
  /// The ad's main image or video.
  public let mediaView = MediaView(frame: .zero)
  /// The ad's call to action.
  public let callToActionButton = UIButton(type: .system)
  /// The loader, kept while it loads.
  public private(set) var adLoader: AdLoader?
  /// How many native ads arrived.
  public private(set) var adsReceived = 0
  /// How many impressions the ads recorded.
  public private(set) var impressions = 0
  private var isMobileAdsStartCalled = false

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    buildNativeAdView()
    beginAds()
  }

  /// Starts the SDK and asks for the first ad.
  open func beginAds() {
    startGoogleMobileAdsSDK()
    refreshAd()
  }

  /// Starts the SDK once.
  open func startGoogleMobileAdsSDK() {
    guard !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start()
  }

  /// Asks a new loader for one native ad.
  open func refreshAd() {
    let loader = AdLoader(adUnitID: Self.adUnitID, rootViewController: self, adTypes: [.native], options: nil)
    loader.delegate = self
    adLoader = loader
    loader.load(Request())
  }

  /// Lays the ad view out under the top of the screen and names its asset views.
  open func buildNativeAdView() {
    nativeAdView.frame = CGRect(x: 10, y: 80, width: 300, height: Self.adViewHeight)
    view.addSubview(nativeAdView)
    if Self.showsAttribution {
      attributionLabel.text = "Ad"
      attributionLabel.frame = CGRect(x: 0, y: 0, width: 24, height: 16)
      nativeAdView.addSubview(attributionLabel)
    }
    iconView.frame = CGRect(x: 0, y: 20, width: 40, height: 40)
    headlineLabel.frame = Self.headlineFrame
    headlineLabel.numberOfLines = 2
    // Three lines of 17-point text: the whole body up to about a hundred characters.
    bodyLabel.frame = CGRect(x: 0, y: 64, width: 300, height: 63)
    bodyLabel.numberOfLines = 3
    let media = Self.mediaSize
    mediaView.frame = CGRect(x: (300 - media.width) / 2, y: 130, width: media.width, height: media.height)
    callToActionButton.frame = CGRect(x: 0, y: 308, width: 300, height: 44)
    callToActionButton.isUserInteractionEnabled = false
    for assetView in [iconView, bodyLabel, mediaView, callToActionButton] as [UIView] {
      nativeAdView.addSubview(assetView)
    }
    container(forHeadline: nativeAdView).addSubview(headlineLabel)
    nativeAdView.iconView = iconView
    nativeAdView.headlineView = headlineLabel
    nativeAdView.bodyView = bodyLabel
    nativeAdView.mediaView = mediaView
    nativeAdView.callToActionView = callToActionButton
    nativeAdView.isHidden = true
  }

  /// The view the headline label goes in: the native ad view.
  open func container(forHeadline adView: NativeAdView) -> UIView {
    adView
  }

  /// Shows the ad: the screen becomes its delegate, fills the asset views, and sets the
  /// ad on the view last.
  open func show(_ nativeAd: NativeAd) {
    nativeAd.delegate = self
    fill(with: nativeAd)
    nativeAdView.nativeAd = nativeAd
  }

  /// Fills each asset view from the ad, hiding those whose asset did not come.
  public func fill(with nativeAd: NativeAd) {
    NativeAssetViews(
      headline: headlineLabel, body: bodyLabel, icon: iconView, callToAction: callToActionButton, media: mediaView
    ).fill(with: nativeAd)
    nativeAdView.isHidden = false
  }
}

extension NativeAdvancedViewController: @preconcurrency NativeAdLoaderDelegate {
  /// An ad arrived: show it.
  public func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    adsReceived += 1
    show(nativeAd)
  }

  /// The load failed: the screen keeps what it shows.
  public func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {
    print("Native ad failed to load: \(error.localizedDescription)")
  }
}

extension NativeAdvancedViewController: @preconcurrency NativeAdDelegate {
  /// The ad was seen.
  public func nativeAdDidRecordImpression(_ nativeAd: NativeAd) {
    impressions += 1
  }
}
