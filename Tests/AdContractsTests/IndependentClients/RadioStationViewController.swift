import FakeUIKit
import FakeiAd
import Foundation

/// Independent banner client (phone): a radio station list written the way Swift 3 apps
/// wrote their iAd screens.
///
/// The banner is made in `viewDidLoad`, kept in an implicitly unwrapped property and
/// parked just below the bottom edge. The delegate slides it up by its own height when an
/// ad loads and back down on a failure, with `bannerIsVisible` remembering where it is,
/// as the guide's listings do; `viewDidLayoutSubviews` puts it back in place after a
/// rotation. The stream pauses only for an ad that covers the screen (audio goes on while
/// an ad opens another app). Leaving the screen throws the banner away; coming back makes a
/// new one.
///
/// Intended to keep every banner rule. Not final: three of the deliberately faulty clients
/// are small subclasses of it.
class RadioStationViewController: UIViewController, ADBannerViewDelegate {
  var adBannerView: ADBannerView!
  var bannerIsVisible = false
  /// Stands in for the station table view.
  let stationList = UIView()
  /// Whether the stream plays (the activities probe).
  private(set) var isStreamPlaying = true
  /// Station artwork kept in memory; cheap to download again (the memory probe).
  private(set) var artworkCacheBytes = 3_145_728
  /// The last ad error, for the app's log; never shown to the listener.
  private(set) var lastAdError: (any Error)?

  required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    stationList.frame = view.bounds
    view.addSubview(stationList)
    createBannerView()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if adBannerView == nil {
      createBannerView()
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    destroyBannerView()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBanner()
  }

  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    if toInterfaceOrientation.isLandscape {
      adBannerView?.currentContentSizeIdentifier = ADBannerContentSizeIdentifierLandscape
    } else {
      adBannerView?.currentContentSizeIdentifier = ADBannerContentSizeIdentifierPortrait
    }
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    artworkCacheBytes = 0
  }

  func createBannerView() {
    adBannerView = ADBannerView(frame: CGRect.zero)
    adBannerView.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    adBannerView.currentContentSizeIdentifier =
      interfaceOrientation.isLandscape
      ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    // Just below the bottom edge, out of sight until an ad arrives.
    adBannerView.frame = adBannerView.frame.offsetBy(dx: 0, dy: view.bounds.size.height)
    adBannerView.delegate = self
    view.addSubview(adBannerView)
    bannerIsVisible = false
  }

  func destroyBannerView() {
    guard adBannerView != nil else { return }
    adBannerView.delegate = nil
    adBannerView.removeFromSuperview()
    adBannerView = nil
    bannerIsVisible = false
    layoutBanner()
  }

  /// Puts the banner where `bannerIsVisible` says, for the current bounds.
  func layoutBanner() {
    let bounds = view.bounds
    guard let banner = adBannerView else {
      stationList.frame = bounds
      return
    }
    let height = banner.frame.size.height
    let visibleHeight = bannerIsVisible ? bounds.height - height : bounds.height
    banner.frame.origin = CGPoint(x: 0, y: visibleHeight)
    stationList.frame = CGRect(x: 0, y: 0, width: bounds.width, height: visibleHeight)
  }

  func allowActionToRun() -> Bool { true }

  func pauseStream() { isStreamPlaying = false }
  func resumeStream() { isStreamPlaying = true }

  /// A VoIP call comes in: it needs the user now, so any ad action is cancelled.
  func incomingCall() {
    if adBannerView?.isBannerViewActionInProgress == true {
      adBannerView.cancelBannerViewAction()
    }
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    if !bannerIsVisible {
      UIView.animate(withDuration: 0.5) {
        banner.frame = banner.frame.offsetBy(dx: 0, dy: -banner.frame.size.height)
        self.stationList.frame.size.height -= banner.frame.size.height
      }
      bannerIsVisible = true
    }
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    lastAdError = error
    if bannerIsVisible {
      UIView.animate(withDuration: 0.5) {
        banner.frame = banner.frame.offsetBy(dx: 0, dy: banner.frame.size.height)
        self.stationList.frame.size.height += banner.frame.size.height
      }
      bannerIsVisible = false
    }
  }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    let shouldExecuteAction = allowActionToRun()
    if !willLeave && shouldExecuteAction {
      pauseStream()
    }
    return shouldExecuteAction
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    resumeStream()
  }
}
