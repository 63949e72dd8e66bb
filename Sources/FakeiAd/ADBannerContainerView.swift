import AdSimulation
import FakeUIKit
import Foundation

/// The view iAd puts in place of a view controller's own view when `canDisplayBannerAds`
/// is set: the app's content on top, the framework's banner along the bottom edge.
///
/// The banner shows only while it has an ad; then the content ends where the banner
/// begins, so the banner never covers it. Without an ad the banner is hidden and the
/// content fills the container. The banner takes the portrait size when the container is
/// taller than wide and the landscape size otherwise, and it is centred horizontally.
@MainActor
final class ADBannerContainerView: UIView {
  /// The view that was the view controller's before the container took its place.
  let content: UIView
  /// The framework's banner, while banner ads are enabled.
  @exclusivity(unchecked) private(set) var banner: ADBannerView?

  init(content: UIView) {
    self.content = content
    super.init(frame: content.frame)
  }

  /// Not made from archives; the framework makes these in code alone.
  required init?(coder: NSCoder) { nil }

  override var frame: CGRect {
    didSet { if frame.size != oldValue.size { layoutContent() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// Puts the banner at the bottom, hidden until it has an ad.
  func install(_ banner: ADBannerView) {
    removeBanner()
    banner.isHidden = true
    addSubview(banner)
    self.banner = banner
    layoutContent()
  }

  /// Takes the banner away and gives the content the whole container again.
  func removeBanner() {
    guard let banner else { return }
    self.banner = nil
    banner.removeFromSuperview()
    layoutContent()
  }

  /// Places the content and the banner for the container's size and the banner's state.
  func layoutContent() {
    let size = bounds.size
    var contentFrame = bounds
    if let banner {
      let identifier =
        size.width > size.height
        ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
      if banner.currentContentSizeIdentifier != identifier {
        banner.currentContentSizeIdentifier = identifier
      }
      let shown = banner.isBannerLoaded
      let height = banner.frame.height
      banner.frame.origin = CGPoint(x: (size.width - banner.frame.width) / 2, y: size.height - height)
      if banner.isHidden == shown { banner.isHidden = !shown }
      if shown { contentFrame.size.height = max(0, size.height - height) }
    }
    if content.frame != contentFrame { content.frame = contentFrame }
  }
}
