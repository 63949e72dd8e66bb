import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that loads a fresh ad on each rotation and shows the fresh one in a
/// hurry.
///
/// Its first ad goes through the careful path: filled, then set on the view. Ads that
/// replace it, loaded for the new orientation, are set on the view at once and filled
/// after. No rule's scenario brings a second ad into the view, so every check passes it;
/// exploration finds it breaking `gma.native.ad-set-after-views-filled` from an ad, a
/// rotation and the ad that follows.
open class NativeRefreshSetsAdFirst: NativeAdvancedViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.native.ad-set-after-views-filled"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that sets each refreshed ad on its view before filling the views."
  }

  /// Loads a fresh ad for the new orientation.
  override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    refreshAd()
  }

  /// The first ad the careful way; later ones set at once, then filled.
  override open func show(_ nativeAd: NativeAd) {
    guard nativeAdView.nativeAd != nil else { return super.show(nativeAd) }
    nativeAd.delegate = self
    nativeAdView.nativeAd = nativeAd
    fill(with: nativeAd)
  }
}
