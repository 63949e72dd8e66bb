import AdSimulation
import FakeUIKit
import Foundation

/// The view a native ad is laid out in, with the app's asset views named through its
/// outlets.
///
/// The app sets the asset outlets (``headlineView``, ``callToActionView``, ...) to its own
/// subviews, fills them from the ad, then sets ``nativeAd`` last. Setting ``nativeAd``
/// registers the asset views set at that moment: the text and image ones become clickable,
/// the media and AdChoices views are watched but not clickable; outlets set afterwards
/// count from the next time ``nativeAd`` is set. Each outlet and the ad are recorded in the
/// trace with what the view held then, so a rule can tell assets set after the ad, or
/// outside the view. The outlets hold their views weakly, as the real SDK does. The v12
/// name is ``NativeAdView``.
///
/// Setting ``nativeAd`` also draws the ad's AdChoices icon: in ``adChoicesView`` when the
/// app named one, else as a 15-point icon the SDK adds on top of the view's subviews, in
/// the corner the loader's ``GADNativeAdViewAdOptions`` asked for (the top right by
/// default). A view the app adds over it later covers it, as on a device.
@preconcurrency @MainActor
open class GADNativeAdView: UIView {
  /// The ad the view shows; set it after filling the asset views.
  open var nativeAd: GADNativeAd? {
    didSet { nativeAdChanged(from: oldValue) }
  }
  /// The view showing the headline.
  open var headlineView: UIView? {
    get { heldHeadlineView?.value }
    set {
      heldHeadlineView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.headlineAsset, .nativeAdViewHeadlineView, newValue)
    }
  }
  /// The view showing the call to action.
  open var callToActionView: UIView? {
    get { heldCallToActionView?.value }
    set {
      heldCallToActionView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.callToActionAsset, .nativeAdViewCallToActionView, newValue)
    }
  }
  /// The view showing the icon.
  open var iconView: UIView? {
    get { heldIconView?.value }
    set {
      heldIconView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.iconAsset, .nativeAdViewIconView, newValue)
    }
  }
  /// The view showing the body text.
  open var bodyView: UIView? {
    get { heldBodyView?.value }
    set {
      heldBodyView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.bodyAsset, .nativeAdViewBodyView, newValue)
    }
  }
  /// The view showing the store.
  open var storeView: UIView? {
    get { heldStoreView?.value }
    set {
      heldStoreView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.storeAsset, .nativeAdViewStoreView, newValue)
    }
  }
  /// The view showing the price.
  open var priceView: UIView? {
    get { heldPriceView?.value }
    set {
      heldPriceView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.priceAsset, .nativeAdViewPriceView, newValue)
    }
  }
  /// The view showing the main image.
  open var imageView: UIView? {
    get { heldImageView?.value }
    set {
      heldImageView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.imageAsset, .nativeAdViewImageView, newValue)
    }
  }
  /// The view showing the star rating.
  open var starRatingView: UIView? {
    get { heldStarRatingView?.value }
    set {
      heldStarRatingView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.starRatingAsset, .nativeAdViewStarRatingView, newValue)
    }
  }
  /// The view showing the advertiser.
  open var advertiserView: UIView? {
    get { heldAdvertiserView?.value }
    set {
      heldAdvertiserView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.advertiserAsset, .nativeAdViewAdvertiserView, newValue)
    }
  }
  /// The view showing the media; the app sets its `mediaContent` to the ad's.
  open var mediaView: GADMediaView? {
    get { heldMediaView?.value }
    set {
      heldMediaView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.mediaViewAsset, .nativeAdViewMediaView, newValue)
    }
  }
  /// The view the AdChoices icon goes in; set it before ``nativeAd``.
  open var adChoicesView: GADAdChoicesView? {
    get { heldAdChoicesView?.value }
    set {
      heldAdChoicesView = newValue.map { $0.lifeline.hold($0) }
      outletChanged(.adChoicesViewAsset, .nativeAdViewAdChoicesView, newValue)
    }
  }

  // The outlets, held as the SDK holds them, weakly: through each view's lifeline.
  private var heldHeadlineView: Lifeline.Held<UIView>?
  private var heldCallToActionView: Lifeline.Held<UIView>?
  private var heldIconView: Lifeline.Held<UIView>?
  private var heldBodyView: Lifeline.Held<UIView>?
  private var heldStoreView: Lifeline.Held<UIView>?
  private var heldPriceView: Lifeline.Held<UIView>?
  private var heldImageView: Lifeline.Held<UIView>?
  private var heldStarRatingView: Lifeline.Held<UIView>?
  private var heldAdvertiserView: Lifeline.Held<UIView>?
  private var heldMediaView: Lifeline.Held<GADMediaView>?
  private var heldAdChoicesView: Lifeline.Held<GADAdChoicesView>?

  /// The view's name in the trace, for example `GADNativeAdView#1`.
  public private(set) var traceName = "GADNativeAdView"
  let simulation: Simulation
  /// The AdChoices icon the SDK drew in a corner, while the view shows an ad and the app
  /// named no ``adChoicesView``.
  var sdkAdChoicesIcon: GADAdChoicesView?
  /// The corner the SDK's AdChoices icon sits in.
  var adChoicesCorner = GADAdChoicesPosition.topRightCorner

  /// The view's rectangle; the SDK's AdChoices icon keeps to its corner.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      if sdkAdChoicesIcon != nil { moveAdChoicesIconToCorner() }
    }
  }

  /// Creates a native ad view with the frame.
  public override init(frame: CGRect) {
    simulation = Simulation.required(by: "GADNativeAdView(frame:)")
    super.init(frame: frame)
    start(creation: frame == .zero ? "GADNativeAdView()" : "GADNativeAdView(frame: \(frame.timelineText))")
  }

  /// Creates a native ad view placed in an archive, such as a nib.
  public required init?(coder: NSCoder) {
    simulation = Simulation.required(by: "GADNativeAdView(coder:)")
    super.init(coder: coder)
    start(creation: "GADNativeAdView(coder:)")
  }

  private func start(creation: String) {
    traceName = simulation.track(self, as: "GADNativeAdView", lifeline: lifeline)
    simulation.record(.created, actor: .app, object: traceName, name: .nativeAdViewCreated, detail: creation)
  }

  /// Every asset outlet: its asset, its property's name and the view it holds.
  var assetOutlets: [(asset: GADNativeAssetIdentifier, outlet: String, view: UIView?)] {
    [
      (.headlineAsset, "headlineView", headlineView), (.callToActionAsset, "callToActionView", callToActionView),
      (.iconAsset, "iconView", iconView), (.bodyAsset, "bodyView", bodyView), (.storeAsset, "storeView", storeView),
      (.priceAsset, "priceView", priceView), (.imageAsset, "imageView", imageView),
      (.starRatingAsset, "starRatingView", starRatingView), (.advertiserAsset, "advertiserView", advertiserView),
      (.mediaViewAsset, "mediaView", mediaView), (.adChoicesViewAsset, "adChoicesView", adChoicesView),
    ]
  }
}

/// The v12 name of ``GADNativeAdView``.
public typealias NativeAdView = GADNativeAdView
