import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE BUG (banner): a weather screen that treats ordinary load failures as
/// transient ("the banner retries by itself anyway") and hides the banner only when iAd
/// reports error 5, bannerVisibleWithoutContent, which the SDK sends twelve seconds after
/// an empty banner has been left on screen.
///
/// Breaks `iad.banner.hidden-after-failure`: after every failed refresh the empty banner stays
/// on screen for the SDK's whole grace period. Otherwise it is a plain, correct screen:
/// the banner sits at the bottom edge, shows when an ad loads, sizes with the orientation
/// and goes away with the screen.
final class BugWeatherWaitsForErrorFive: UIViewController, ADBannerViewDelegate {
  var banner: ADBannerView?
  let forecast = UIView()
  /// Whether the radar loop animates (the activities probe).
  private(set) var isRadarAnimating = true
  /// Radar frames kept in memory (the memory probe).
  private(set) var radarFrameBytes = 4_000_000
  private var showsBanner = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(forecast)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard banner == nil else { return }
    let banner = ADBannerView(frame: .zero)
    banner.currentContentSizeIdentifier =
      interfaceOrientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    banner.delegate = self
    view.addSubview(banner)
    self.banner = banner
    layout()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
    showsBanner = false
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
    radarFrameBytes = 0
  }

  /// A severe-weather alert arrives: it needs the user now.
  func severeWeatherAlert() {
    if let banner, banner.isBannerViewActionInProgress { banner.cancelAction() }
  }

  private func layout() {
    let bounds = view.bounds
    var height = bounds.height
    if let banner {
      banner.frame.origin = CGPoint(x: 0, y: showsBanner ? bounds.height - banner.frame.height : bounds.height)
      if showsBanner { height -= banner.frame.height }
    }
    forecast.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    showsBanner = true
    layout()
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    // The bug: only error 5 takes the banner down.
    guard (error as NSError).code == ADError.Code.bannerVisibleWithoutContent.rawValue else { return }
    showsBanner = false
    layout()
  }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { isRadarAnimating = false }
    return true
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    isRadarAnimating = true
  }
}
