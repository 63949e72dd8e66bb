import FakeGoogleMobileAds
import FakeUIKit

/// A banner screen that restarts its animation after a clicked ad's screen closes only
/// while the app is active, and from nowhere else.
///
/// It pauses the animation when the ad's screen opens and, as it should, restarts it when
/// the screen closes, but it refuses to start animating while the app is not active (no
/// drawing off screen), and nothing restarts the animation later. A screen closed while
/// an alert or a trip to the background has taken the app's focus leaves the animation
/// stopped for good. Every rule's scenario closes the screen with the app active, so
/// every check passes it; exploration finds it breaking
/// `gma.banner.resumes-after-screen-dismissed` from a loaded banner, a tap, the app losing
/// its focus, the screen's close, and time passing.
open class AdaptiveBannerResumesOnlyWhenActive: AdaptiveBannerViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.banner.resumes-after-screen-dismissed"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen whose animation stays stopped when the ad's screen closes while the app is not active."
  }

  /// Restarts the animation only while the app is active.
  override open func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    guard UIApplication.shared.applicationState == .active else { return }
    super.bannerViewDidDismissScreen(bannerView)
  }
}
