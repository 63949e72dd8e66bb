import FakeGoogleMobileAds
import FakeUIKit

/// A banner screen that makes room for its banner only when an ad arrives, while its
/// layout pass stretches the content over the whole view.
///
/// The first ad pushes the content up above the banner, as it should, but every later
/// layout pass, such as a rotation's, lays the content out over the full height again,
/// on top of the banner, until the next ad arrives. The rotation's reload usually brings
/// one within a second or two, which hides the fault. Every rule's scenario answers that
/// reload quickly, so every check passes it; exploration finds it breaking
/// `gma.banner.not-covering-content` from a loaded banner, a rotation, and a reload that
/// stays unanswered for longer than the screen window.
open class AdaptiveBannerMakesRoomOnArrival: AdaptiveBannerViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.banner.not-covering-content"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen whose layout pass stretches the content over the banner until the next ad arrives."
  }

  /// Puts the banner at the bottom, centred, and the content over the whole view.
  override open func layoutViews() {
    let bounds = view.bounds
    let size = bannerView.frame.size
    bannerView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: bounds.height - size.height, width: size.width, height: size.height)
    contentView.frame = bounds
  }

  /// The ad arrived: the banner comes on screen and the content moves up above it.
  override open func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    super.bannerViewDidReceiveAd(bannerView)
    let bounds = view.bounds
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - bannerView.frame.height)
  }
}
