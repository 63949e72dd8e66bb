import FakeGoogleMobileAds
import FakeUIKit

/// A banner screen that restarts its animation whenever the device rotates, even while a
/// clicked ad's screen covers it.
///
/// It pauses the animation when the ad's screen opens and restarts it when the screen
/// closes, as it should, but its rotation code also starts the animation again, the way
/// many screens rebuild their animated views for a new size, without asking whether an
/// ad's screen is up. No rule's scenario rotates while the ad's screen is up, so every
/// check passes it; exploration finds it breaking
/// `gma.banner.pauses-while-screen-presented` from a loaded banner, a tap and a rotation.
open class AdaptiveBannerRestartsOnRotation: AdaptiveBannerViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.banner.pauses-while-screen-presented"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that restarts its animation on every rotation, even under a clicked ad's screen."
  }

  /// Reloads for the new width, then restarts the animation: the bug, under an ad's screen.
  override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    isAnimating = true
  }
}
