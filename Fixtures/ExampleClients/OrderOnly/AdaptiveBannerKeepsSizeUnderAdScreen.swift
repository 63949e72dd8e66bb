import FakeGoogleMobileAds
import FakeUIKit

/// A banner screen that skips the reload for a rotation that comes while a clicked ad's
/// screen is up, and never makes it up.
///
/// It reloads the banner for the new width at each rotation, as it should, except while
/// the ad's screen is open, so as not to swap the ad the user is looking at; nothing
/// reloads once the screen closes, and the banner keeps the size made for the old
/// orientation. Every rule's scenario rotates with no ad screen open, so every check
/// passes it; exploration finds it breaking `gma.banner.reloads-after-rotation` from a
/// loaded banner, a tap, a rotation, and time passing.
open class AdaptiveBannerKeepsSizeUnderAdScreen: AdaptiveBannerViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.banner.reloads-after-rotation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that skips the rotation reload while a clicked ad's screen is up, and never catches up."
  }

  /// Whether a clicked ad's screen is up.
  public private(set) var isAdScreenUp = false

  /// Loads for the new width, unless an ad's screen is up.
  override open func widthChanged(to width: CGFloat) {
    guard !isAdScreenUp else { return }
    super.widthChanged(to: width)
  }

  /// Notes the ad's screen, then pauses as before.
  override open func bannerViewWillPresentScreen(_ bannerView: BannerView) {
    isAdScreenUp = true
    super.bannerViewWillPresentScreen(bannerView)
  }

  /// Notes the screen has gone, then resumes as before.
  override open func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    isAdScreenUp = false
    super.bannerViewDidDismissScreen(bannerView)
  }
}
