import AdSimulation
import FakeGoogleMobileAds
import Foundation
import Testing

// Two clients in the shape of Google's native samples, written here in this package's own
// words: a screen in the shape of NativeAdvancedExample's view controller (v12 names, Swift 6
// mode, `@preconcurrency` conformances as the sample adopts them), whose native ad view is
// built in code since there are no nibs; and a view model in the shape of the SwiftUI demo's,
// a class of no actor. Both use only what a file importing GoogleMobileAds sees.

/// A screen that loads a native ad and lays it out in a native ad view it builds in code.
final class NativeAdvancedShapeViewController: UIViewController {
  /// Where the native ad view goes; the sample's storyboard outlet.
  var adSlot: UIView!
  /// Asks for a new ad; hidden while one loads.
  var reloadButton: UIButton!
  /// Says whether the ad has a video and how it played.
  var videoLabel: UILabel!
  /// The loader, kept while it loads.
  var adLoader: AdLoader!
  /// The native ad view on screen.
  var nativeAdView: NativeAdView!
  /// What the ad's delegates heard, in order.
  private(set) var heard: [String] = []

  let adUnitID = "ca-app-pub-3940256099942544/3986624511"

  override func viewDidLoad() {
    super.viewDidLoad()
    adSlot = UIView(frame: CGRect(x: 0, y: 80, width: view.bounds.width, height: 420))
    reloadButton = UIButton(type: .system)
    videoLabel = UILabel(frame: CGRect(x: 16, y: 520, width: 300, height: 20))
    view.addSubview(adSlot)
    view.addSubview(videoLabel)
    install(Self.makeNativeAdView())
    reloadAd(nil)
  }

  /// The native ad view the sample's nib holds, made in code: its asset views as subviews,
  /// each named through the view's outlets.
  static func makeNativeAdView() -> NativeAdView {
    let adView = NativeAdView(frame: .zero)
    let icon = UIImageView(frame: CGRect(x: 16, y: 16, width: 40, height: 40))
    let headline = UILabel(frame: CGRect(x: 64, y: 16, width: 240, height: 20))
    let advertiser = UILabel(frame: CGRect(x: 64, y: 38, width: 240, height: 18))
    let media = MediaView(frame: CGRect(x: 16, y: 64, width: 288, height: 162))
    let body = UILabel(frame: CGRect(x: 16, y: 234, width: 288, height: 40))
    let stars = UIImageView(frame: CGRect(x: 16, y: 282, width: 100, height: 18))
    let store = UILabel(frame: CGRect(x: 124, y: 282, width: 80, height: 18))
    let price = UILabel(frame: CGRect(x: 212, y: 282, width: 92, height: 18))
    let action = UIButton(type: .system)
    action.frame = CGRect(x: 184, y: 310, width: 120, height: 36)
    for subview in [icon, headline, advertiser, media, body, stars, store, price, action] {
      adView.addSubview(subview)
    }
    adView.iconView = icon
    adView.headlineView = headline
    adView.advertiserView = advertiser
    adView.mediaView = media
    adView.bodyView = body
    adView.starRatingView = stars
    adView.storeView = store
    adView.priceView = price
    adView.callToActionView = action
    return adView
  }

  /// Puts the native ad view in the slot, pinned to its edges.
  func install(_ adView: NativeAdView) {
    nativeAdView = adView
    adSlot.addSubview(adView)
    adView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      adView.leadingAnchor.constraint(equalTo: adSlot.leadingAnchor),
      adView.trailingAnchor.constraint(equalTo: adSlot.trailingAnchor),
      adView.topAnchor.constraint(equalTo: adSlot.topAnchor),
      adView.bottomAnchor.constraint(equalTo: adSlot.bottomAnchor),
    ])
  }

  /// Loads a new native ad; the sample's refresh button action.
  func reloadAd(_ sender: AnyObject!) {
    reloadButton.isEnabled = false
    videoLabel.text = ""
    adLoader = AdLoader(adUnitID: adUnitID, rootViewController: self, adTypes: [.native], options: nil)
    adLoader.delegate = self
    adLoader.load(Request())
  }

  /// The star picture for a rating, or none below three and a half stars.
  func starsImage(for rating: NSDecimalNumber?) -> UIImage? {
    guard let value = rating?.doubleValue, value >= 3.5 else { return nil }
    switch value {
    case 5...: return UIImage(named: "stars_5")
    case 4.5...: return UIImage(named: "stars_4_5")
    case 4...: return UIImage(named: "stars_4")
    default: return UIImage(named: "stars_3_5")
    }
  }
}

extension NativeAdvancedShapeViewController: @preconcurrency VideoControllerDelegate {
  func videoControllerDidEndVideoPlayback(_ videoController: VideoController) {
    videoLabel.text = "The video has played to its end."
  }
}

extension NativeAdvancedShapeViewController: @preconcurrency AdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: Error) {
    heard.append("failed \((error as NSError).code)")
    reloadButton.isEnabled = true
  }
}

extension NativeAdvancedShapeViewController: @preconcurrency NativeAdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    reloadButton.isEnabled = true
    nativeAd.delegate = self

    // The headline and the media always come; fill them first.
    (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline
    nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent
    let media = nativeAd.mediaContent
    if media.hasVideoContent {
      media.videoController.delegate = self
      videoLabel.text = "The ad has a video."
    } else {
      videoLabel.text = "The ad has no video."
    }
    // Keep the media view's width and give it the media's shape.
    if let mediaView = nativeAdView.mediaView, media.aspectRatio > 0 {
      mediaView.addConstraint(
        NSLayoutConstraint(
          item: mediaView, attribute: .width, relatedBy: .equal, toItem: mediaView, attribute: .height,
          multiplier: media.aspectRatio, constant: 0))
      nativeAdView.layoutIfNeeded()
    }

    // The other assets may be missing: fill each one that came and hide the rest.
    (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
    nativeAdView.bodyView?.isHidden = nativeAd.body == nil
    (nativeAdView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
    nativeAdView.callToActionView?.isHidden = nativeAd.callToAction == nil
    (nativeAdView.iconView as? UIImageView)?.image = nativeAd.icon?.image
    nativeAdView.iconView?.isHidden = nativeAd.icon == nil
    (nativeAdView.starRatingView as? UIImageView)?.image = starsImage(for: nativeAd.starRating)
    nativeAdView.starRatingView?.isHidden = nativeAd.starRating == nil
    (nativeAdView.storeView as? UILabel)?.text = nativeAd.store
    nativeAdView.storeView?.isHidden = nativeAd.store == nil
    (nativeAdView.priceView as? UILabel)?.text = nativeAd.price
    nativeAdView.priceView?.isHidden = nativeAd.price == nil
    (nativeAdView.advertiserView as? UILabel)?.text = nativeAd.advertiser
    nativeAdView.advertiserView?.isHidden = nativeAd.advertiser == nil

    // The SDK takes the touches on the call to action, not the button.
    nativeAdView.callToActionView?.isUserInteractionEnabled = false

    // Last, hand the ad to its view: this makes it clickable.
    nativeAdView.nativeAd = nativeAd
  }
}

extension NativeAdvancedShapeViewController: @preconcurrency NativeAdDelegate {
  func nativeAdDidRecordImpression(_ nativeAd: NativeAd) { heard.append(#function) }
  func nativeAdDidRecordClick(_ nativeAd: NativeAd) { heard.append(#function) }
  func nativeAdWillPresentScreen(_ nativeAd: NativeAd) { heard.append(#function) }
  func nativeAdWillDismissScreen(_ nativeAd: NativeAd) { heard.append(#function) }
  func nativeAdDidDismissScreen(_ nativeAd: NativeAd) { heard.append(#function) }
  // Not part of the protocol any more; kept as the sample keeps it.
  func nativeAdWillLeaveApplication(_ nativeAd: NativeAd) { heard.append(#function) }
}

/// A view model in the shape of the SwiftUI demo's: a class of no actor that loads a native ad
/// and publishes it, for a view to lay out.
final class NativeAdShapeViewModel: NSObject, ObservableObject, NativeAdLoaderDelegate {
  @Published var nativeAd: NativeAd?
  private var adLoader: AdLoader!
  private(set) var failures = 0

  func refreshAd() {
    adLoader = AdLoader(
      adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: nil, adTypes: [.native], options: nil)
    adLoader.delegate = self
    adLoader.load(Request())
  }

  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    self.nativeAd = nativeAd
    nativeAd.delegate = self
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: Error) {
    failures += 1
  }
}

extension NativeAdShapeViewModel: NativeAdDelegate {}

@Suite("Google's native sample, in its shape")
@MainActor
struct NativeSampleShapeTests {
  /// Launches the screen in a key window.
  static func launch() -> (UIWindow, NativeAdvancedShapeViewController) {
    let window = UIWindow(frame: .zero)
    let controller = NativeAdvancedShapeViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("The screen's native ad records an impression, then a click through its call to action")
  func impressionAndClick() async {
    await Simulation.run(Script()) { sim in
      let (window, controller) = Self.launch()
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      #expect(controller.heard == ["nativeAdDidRecordImpression(_:)"])
      #expect(controller.videoLabel.text == "The ad has no video.")
      #expect(controller.reloadButton.isEnabled)
      let adSet = sim.trace.events(named: .nativeAdViewNativeAd).first
      #expect(adSet?.text("outsideViews") == "")
      #expect(adSet?.flag("mediaContentSet") == true)
      // Every asset view was named before the ad was set.
      #expect(sim.trace.events(named: .nativeAdViewCallToActionView).first?.flag("nativeAdSet") == false)
      await sim.perform(.tap(willLeave: false))
      #expect(
        controller.heard == [
          "nativeAdDidRecordImpression(_:)", "nativeAdDidRecordClick(_:)", "nativeAdWillPresentScreen(_:)",
        ])
      #expect(sim.trace.events(named: .nativeAdDidRecordClick).first?.text("asset") == "callToAction")
      #expect(controller.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(controller.heard.suffix(2) == ["nativeAdWillDismissScreen(_:)", "nativeAdDidDismissScreen(_:)"])
      #expect(controller.presentedViewController == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A video ad plays on the screen to its end, and the screen says so")
  func videoEnds() async {
    await Simulation.run(Script()) { sim in
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(hasVideo: true, videoDuration: .seconds(12)), in: sim)
      let (window, controller) = Self.launch()
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(5)))
      #expect(controller.videoLabel.text == "The ad has a video.")
      await sim.perform(.advance(.seconds(10)))
      #expect(controller.videoLabel.text == "The video has played to its end.")
      #expect(sim.trace.times(of: .videoControllerDidEndVideoPlayback) == ["12.000"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A failed load leaves the screen's reload button enabled")
  func failure() async {
    await Simulation.run(Script()) { sim in
      let (window, controller) = Self.launch()
      #expect(!controller.reloadButton.isEnabled)
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue)))
      await sim.perform(.advance(.zero))
      #expect(controller.heard == ["failed 1"])
      #expect(controller.reloadButton.isEnabled)
      withExtendedLifetime(window) {}
    }
  }

  @Test("The SwiftUI demo's view model, of no actor, loads and publishes a native ad")
  func viewModel() async {
    await Simulation.run(Script()) { sim in
      let model = NativeAdShapeViewModel()
      var published = 0
      let subscription = model.$nativeAd.sink { if $0 != nil { published += 1 } }
      model.refreshAd()
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(model.nativeAd?.headline == "Native ad 1: roasted coffee beans")
      #expect(published == 1)
      #expect(sim.trace.events(named: .nativeAdDelegate).first?.detail == "NativeAdShapeViewModel")
      subscription.cancel()
    }
  }
}
