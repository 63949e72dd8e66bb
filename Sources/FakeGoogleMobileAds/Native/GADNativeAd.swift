import AdSimulation
import FakeUIKit
import Foundation

/// A native ad: assets that the app lays out in its own views.
///
/// Every ad brings a headline and media, and whichever other assets it has. A
/// ``GADAdLoader`` asked for ``GADAdLoaderAdType/native`` ads delivers these; the app fills
/// a ``GADNativeAdView``'s asset views and sets its `nativeAd` (or registers its own views
/// with ``register(_:clickableAssetViews:nonclickableAssetViews:)``). The ad records its
/// impression the first time that view is on screen, and the script's
/// `tap` step clicks it through one of its clickable asset views on screen; see
/// ``GADNativeAdDelegate``. Which assets come is the script's choice
/// (``GoogleNativeBehaviour``). Not bound to an actor, as the SDK's Objective-C class is
/// not. The v12 name is ``NativeAd``.
public final class GADNativeAd: NSObject {
  let state: GoogleNativeAdState

  deinit {
    state.lifeline.end()
  }

  /// The headline; every ad has one.
  public let headline: String?
  /// The text that invites the user to act, such as "Install".
  public let callToAction: String?
  /// The icon.
  public let icon: GADNativeAdImage?
  /// The body text.
  public let body: String?
  /// The main images.
  public let images: [GADNativeAdImage]?
  /// The app store rating, from 0 to 5.
  public let starRating: NSDecimalNumber?
  /// The app store's name, such as "App Store".
  public let store: String?
  /// The app's price.
  public let price: String?
  /// The advertiser's name.
  public let advertiser: String?
  /// The media; show it by setting a ``GADMediaView``'s `mediaContent` to it.
  public let mediaContent: GADMediaContent
  /// Assets the SDK does not process itself; none in the simulation.
  public let extraAssets: [String: Any]?
  /// Where the ad came from.
  public let responseInfo: GADResponseInfo

  /// The object told about the impression and clicks; held weakly, as the real SDK does.
  public var delegate: (any GADNativeAdDelegate)? {
    get { Simulation.mainActor { [state] in state.delegate } }
    set {
      let delegate = Unchecked(newValue)
      Simulation.mainActor { [state] in state.setDelegate(delegate.value) }
    }
  }

  /// The controller a click's full-screen view is presented over; held weakly. The loader's
  /// root view controller by default.
  public var rootViewController: UIViewController? {
    get { Simulation.mainActor { [state] in Unchecked(state.rootViewController) }.value }
    set {
      let controller = Unchecked(newValue)
      Simulation.mainActor { [state] in state.setRootViewController(controller.value) }
    }
  }

  /// The block told what the ad's impression earned; the SDK calls it on the main actor
  /// after `nativeAdDidRecordImpression`.
  public var paidEventHandler: GADPaidEventHandler? {
    get { Simulation.mainActor { [state] in Unchecked(state.paidEventHandler) }.value }
    set {
      let handler = Unchecked(newValue)
      Simulation.mainActor { [state] in state.paidEventHandler = handler.value }
    }
  }

  /// The ad's name in the trace, for example `GADNativeAd#1`.
  public var traceName: String { Simulation.mainActor { [state] in state.traceName } }

  @MainActor
  init(
    content: GoogleNativeAdContent, mediaContent: GADMediaContent, state: GoogleNativeAdState,
    responseInfo: GADResponseInfo
  ) {
    self.state = state
    headline = content.headline
    callToAction = content.callToAction
    icon = content.icon
    body = content.body
    images = content.images
    starRating = content.starRating
    store = content.store
    price = content.price
    advertiser = content.advertiser
    self.mediaContent = mediaContent
    extraAssets = nil
    self.responseInfo = responseInfo
    super.init()
    state.attach(to: self)
  }
}

/// The v12 name of ``GADNativeAd``.
public typealias NativeAd = GADNativeAd
