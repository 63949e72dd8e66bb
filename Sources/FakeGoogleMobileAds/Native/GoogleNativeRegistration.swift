import AdSimulation
import FakeUIKit

/// The views a native ad is shown in: its ad view and the asset views the SDK watches.
///
/// A ``GADNativeAdView``'s `nativeAd` makes one, as does
/// ``GADNativeAd/register(_:clickableAssetViews:nonclickableAssetViews:)``. Every view is
/// held as the SDK holds them, weakly (through its lifeline): a view the app lets go of stops counting. The
/// clickable views are the ones a tap can click through.
@MainActor
struct GoogleNativeRegistration {
  /// An asset view under its asset's identifier, held weakly.
  @MainActor
  struct AssetView {
    let asset: GADNativeAssetIdentifier
    private let held: Lifeline.Held<UIView>?

    init(asset: GADNativeAssetIdentifier, view: UIView?) {
      self.asset = asset
      held = view.map { $0.lifeline.hold($0) }
    }

    /// The view, while it lives.
    var view: UIView? { held?.value }
  }

  /// The view the ad is shown in, held through its lifeline.
  private let heldContainer: Lifeline.Held<UIView>?
  /// The container's name in the trace: a native ad view's, or the registered view's type.
  let containerName: String
  /// The asset views a tap clicks through.
  let clickable: [AssetView]
  /// The asset views the SDK watches but never clicks through.
  let nonclickable: [AssetView]

  init(container: UIView?, containerName: String, clickable: [AssetView], nonclickable: [AssetView]) {
    heldContainer = container.map { $0.lifeline.hold($0) }
    self.containerName = containerName
    self.clickable = clickable
    self.nonclickable = nonclickable
  }

  /// The view the ad is shown in, while it lives.
  var container: UIView? { heldContainer?.value }

  /// The clickable asset views in the order a tap looks for one: the call to action first,
  /// then the largest assets, then any others by identifier.
  var clickableInTapOrder: [AssetView] {
    let known = GADNativeAssetIdentifier.tapOrder.compactMap { asset in clickable.first { $0.asset == asset } }
    let others = clickable.filter { !GADNativeAssetIdentifier.tapOrder.contains($0.asset) }
      .sorted { $0.asset.rawValue < $1.asset.rawValue }
    return known + others
  }

  /// The media views among the registered views, and the native ad view's own.
  var mediaViews: [GADMediaView] {
    let registered = (clickable + nonclickable).compactMap { $0.view as? GADMediaView }
    guard let own = (container as? GADNativeAdView)?.mediaView, !registered.contains(where: { $0 === own }) else {
      return registered
    }
    return registered + [own]
  }
}
