import FakeUIKit
import FakeiAd
import Foundation

/// Independent banner client (phone): a transit departures screen that adds its banner to
/// the view hierarchy only when an ad has loaded. The guide allows it: the load callback
/// arrives whether or not the banner is in a hierarchy, and it is the place to put the
/// banner into one.
///
/// The banner is made when the screen appears and kept out of every view until its first
/// ad; a failure takes it out of the view again. The departures board ends where the
/// banner begins. Behind everything lies the screen's decorative backdrop, a full-screen
/// view as most apps have (a background image or gradient), which holds no content.
/// Leaving the screen throws the banner away; coming back makes a new one.
///
/// Intended to keep every banner rule.
final class TransitTimesViewController: UIViewController, ADBannerViewDelegate {
  let backdrop = UIView()
  let departures = UIView()
  private(set) var banner: ADBannerView?
  /// Whether the live map of vehicles animates (the activities probe).
  private(set) var isLiveMapAnimating = true
  /// Cached route shapes (the memory probe).
  private(set) var routeShapeBytes = 2_500_000

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(backdrop)
    view.addSubview(departures)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard banner == nil else { return }
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    banner.currentContentSizeIdentifier =
      interfaceOrientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    banner.delegate = self
    self.banner = banner
    layout()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
    layout()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layout()
  }

  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    banner?.currentContentSizeIdentifier =
      toInterfaceOrientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    routeShapeBytes = 0
  }

  /// A service disruption alert for the user's line: it needs the user now.
  func disruptionAlert() {
    if let banner, banner.isBannerViewActionInProgress { banner.cancelAction() }
  }

  private func layout() {
    let bounds = view.bounds
    backdrop.frame = bounds
    var boardHeight = bounds.height
    if let banner, banner.superview === view {
      banner.frame.origin = CGPoint(x: 0, y: bounds.height - banner.frame.height)
      boardHeight -= banner.frame.height
    }
    departures.frame = CGRect(x: 0, y: 0, width: bounds.width, height: boardHeight)
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    if banner.superview == nil { view.addSubview(banner) }
    layout()
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    banner.removeFromSuperview()
    layout()
  }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { isLiveMapAnimating = false }
    return true
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    isLiveMapAnimating = true
  }
}
