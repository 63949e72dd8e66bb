import FakeUIKit
import FakeiAd
import Foundation

/// A reading screen with its own banner at the bottom: the per-screen way to show banners.
///
/// A teaching example that keeps every banner rule:
/// - the banner is made when the screen appears and thrown away when it disappears
///   (removed, delegate cleared, released), so no hidden banner keeps cycling;
/// - it waits just below the screen's bottom edge and slides up only once an ad has
///   loaded; on a failure it slides back down;
/// - the article view ends where the banner begins, so the ad never covers text;
/// - rotation switches the banner to the matching size identifier, and only the two
///   sizes the screen uses are required;
/// - the read-aloud animation pauses when an ad is about to cover the screen and resumes
///   when it finishes; an incoming call cancels the ad;
/// - a memory warning drops the page cache, which is cheap to rebuild.
open class ArticleViewController: UIViewController, ADBannerViewDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// The rules only exploration finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String { "A reading screen that owns its banner and follows every rule." }

  /// The screen's banner while the screen is up.
  public internal(set) var banner: ADBannerView?
  /// The article text's view; it never lies under the banner.
  public let articleView = UIView()
  /// Whether the read-aloud animation runs; it pauses while an ad covers the screen.
  public internal(set) var isAnimating = true
  /// Bytes of rendered pages kept to scroll fast; cheap to rebuild.
  public internal(set) var pageCacheBytes = 4 << 20
  var showsBanner = false

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Adds the article view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(articleView)
  }

  /// Makes the banner as the screen comes up.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if banner == nil { makeBanner() }
    layoutBanner()
  }

  /// Throws the banner away as the screen goes.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    discardBanner()
  }

  /// Places the banner and the article after any size change.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBanner()
  }

  /// Switches the banner to the size for the new orientation.
  open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    banner?.currentContentSizeIdentifier = Self.sizeIdentifier(for: toInterfaceOrientation)
  }

  /// Drops the page cache.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    pageCacheBytes = 0
  }

  /// An incoming call needs the user now: cancel any ad covering the screen.
  open func handleIncomingCall() {
    if banner?.isBannerViewActionInProgress == true {
      banner?.cancelAction()
    }
  }

  func makeBanner() {
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = Self.requiredSizes
    banner.currentContentSizeIdentifier = Self.sizeIdentifier(for: interfaceOrientation)
    banner.delegate = self
    self.banner = banner
    showsBanner = banner.isBannerLoaded
    layoutBanner()
    view.addSubview(banner)
  }

  func discardBanner() {
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
    showsBanner = false
  }

  /// The sizes the banner must come in.
  class var requiredSizes: Set<AnyHashable> {
    [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape]
  }

  static func sizeIdentifier(for orientation: UIInterfaceOrientation) -> String {
    orientation.isLandscape
      ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  /// Puts the banner at the bottom edge when it shows, just below the screen otherwise.
  func layoutBanner() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    var articleHeight = bounds.height
    if let banner {
      let height = banner.frame.height
      banner.frame.origin = CGPoint(x: 0, y: showsBanner ? bounds.height - height : bounds.height)
      if showsBanner { articleHeight -= height }
    }
    articleView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: articleHeight)
  }

  func pauseActivities() { isAnimating = false }
  func resumeActivities() { isAnimating = true }

  // MARK: ADBannerViewDelegate

  /// Slides the banner up.
  open func bannerViewDidLoadAd(_ banner: ADBannerView) {
    showsBanner = true
    layoutBanner()
  }

  /// Slides the banner down.
  open func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    showsBanner = false
    layoutBanner()
  }

  /// Allows the action, pausing first when the ad will cover the screen.
  open func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { pauseActivities() }
    return true
  }

  /// Resumes what the ad paused.
  open func bannerViewActionDidFinish(_ banner: ADBannerView) {
    resumeActivities()
  }

  /// Does nothing: the banner shows only once the ad has loaded.
  open func bannerViewWillLoadAd(_ banner: ADBannerView) {}
}
