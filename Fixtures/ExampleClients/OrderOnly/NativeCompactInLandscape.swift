import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that folds its ad into a one-line strip in landscape.
///
/// In portrait the ad view is as tall as it should be. Its rotation code, written for a
/// compact landscape design, sets the ad view's height to 24 points and leaves the asset
/// views where they were, spilling below it. No rule's scenario rotates the device, so every
/// check passes it; exploration finds it breaking `gma.native.minimum-size` from an ad on
/// screen and a turn to landscape.
open class NativeCompactInLandscape: NativeAdvancedViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.native.minimum-size"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose ad view shrinks to a 24-point strip in landscape."
  }

  /// Folds the ad view in landscape and unfolds it in portrait.
  override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    let height = size.width > size.height ? 24 : Self.adViewHeight
    nativeAdView.frame = CGRect(
      x: nativeAdView.frame.minX, y: nativeAdView.frame.minY, width: nativeAdView.frame.width, height: height)
  }
}
