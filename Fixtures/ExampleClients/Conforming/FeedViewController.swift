import FakeUIKit
import FakeiAd
import Foundation

/// A feed screen of a video app; every feed screen shows the app's one shared banner.
///
/// The screen borrows the banner from a ``SharedBannerCoordinator`` while it is up, lays
/// the banner at its top edge and the feed below it, and keeps autoplaying video except
/// while an ad covers it. See the coordinator for the banner's handling.
public final class FeedViewController: UIViewController, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated public static var violates: [String] { [] }
  /// What the client does.
  nonisolated public static var summary: String {
    "Feed screens that share one banner, moved between them by a coordinator."
  }

  /// The owner of the shared banner.
  public let coordinator: SharedBannerCoordinator
  /// The list of videos; it starts below the banner when the banner shows.
  public let feedView = UIView()
  /// Whether the feed's autoplaying video runs; it pauses while an ad covers the screen.
  public var isPlayingVideo = true
  /// Bytes of decoded thumbnails, cheap to rebuild.
  public private(set) var thumbnailBytes = 2 << 20
  var showsBanner = false

  /// Creates a feed screen that borrows the coordinator's banner.
  public init(coordinator: SharedBannerCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Adds the feed view.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(feedView)
  }

  /// Borrows the banner.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    coordinator.attach(to: self)
  }

  /// Gives the banner back.
  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    coordinator.detach(from: self)
  }

  /// Lays the banner and the feed out again.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBanner()
  }

  /// Switches the banner to the new orientation's size.
  public override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    guard let banner = coordinator.banner, banner.superview === view else { return }
    banner.currentContentSizeIdentifier =
      toInterfaceOrientation.isLandscape
      ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  /// Drops the decoded thumbnails.
  public override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    thumbnailBytes = 0
  }

  /// A call comes in: cancel the ad if it covers the screen.
  public func handleIncomingCall() {
    if let banner = coordinator.banner, banner.isBannerViewActionInProgress {
      banner.cancelAction()
    }
  }

  /// Puts the banner at the top edge when it shows, just above the screen otherwise.
  func layoutBanner() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    var feedTop: CGFloat = 0
    if let banner = coordinator.banner, banner.superview === view {
      let height = banner.frame.height
      banner.frame.origin = CGPoint(x: 0, y: showsBanner ? 0 : -height)
      if showsBanner { feedTop = height }
    }
    feedView.frame = CGRect(x: 0, y: feedTop, width: bounds.width, height: bounds.height - feedTop)
  }
}
