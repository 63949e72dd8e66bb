import AdContracts
import FakeUIKit
import FakeiAd
import Foundation

/// What ``LateBannerScreen`` does late, each with the window its rule grants.
enum BannerReaction: String, LateReaction {
  /// Bringing the banner on screen after bannerViewDidLoadAd.
  case show
  /// Bringing a loaded shared banner on screen as the screen that takes it appears.
  case takeOver
  /// Taking the banner off screen after a failure.
  case hide
  /// Restarting the activities after bannerViewActionDidFinish.
  case resume
  /// Calling cancelAction() after an urgent event.
  case cancel
  /// Restarting the activities on the return to the foreground.
  case comeBack
  /// Restarting the activities after a short pause for a refused action.
  case refusal
  /// Switching currentContentSizeIdentifier after a rotation.
  case size
  /// Laying the banner and the article out after a size change.
  case layout
  /// Dropping the page cache after a memory warning.
  case memory

  var window: Rule.Window {
    switch self {
    case .memory: .release
    default: .screen
    }
  }
}

/// A phone reading screen with a banner at its bottom edge that keeps every banner rule,
/// but does everything it does in answer to a callback late, by a factor of the window
/// the rule grants.
///
/// It pauses at once (pausing is not an eventual obligation); everything else waits on
/// the harness's clock, as an animation or a hop to a later run loop would: showing and
/// hiding the banner, resuming after an action, a cancel or a return to the foreground,
/// switching the size identifier and the layout after a rotation (other layouts come at
/// once), and freeing the page cache. In its busy moment it refuses actions and pauses briefly, resuming after the
/// delay. It pauses while the app is in the background.
///
/// With a shelf the screens of the app share one banner: each takes it as it appears,
/// bringing it on screen late if it has an ad, and parks it (out of every view, with no
/// delegate) as it goes; the shelf keeps it alive.
final class LateBannerScreen: UIViewController, ADBannerViewDelegate {
  /// Keeps the banner the app's screens share between them.
  final class Shelf {
    /// The shared banner, once a screen has made it.
    var banner: ADBannerView?
  }

  /// How late each reaction comes.
  let lateness: Lateness<BannerReaction>
  /// The clock the screen waits on.
  let clock: any Clock<Duration>
  /// The shelf of the shared banner, or `nil` when each screen makes its own.
  let shelf: Shelf?
  /// The screen's banner while the screen is up.
  private(set) var banner: ADBannerView?
  /// The article text's view; it ends where the banner begins.
  let articleView = UIView()
  /// Whether the read-aloud animation runs.
  private(set) var isAnimating = true
  /// Bytes of rendered pages, cheap to rebuild.
  private(set) var pageCacheBytes = 4 << 20
  private var showsBanner = false
  private var isBusy = false
  private var isRotating = false
  private var isLayoutPending = false
  private var pausedInBackground = false
  private var observers: [any NSObjectProtocol] = []

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - lateness: How late each reaction comes.
  ///   - clock: The clock to wait on: the harness's.
  ///   - shelf: Where the app keeps its shared banner, if it shares one.
  init(lateness: Lateness<BannerReaction>, clock: any Clock<Duration>, shelf: Shelf? = nil) {
    self.lateness = lateness
    self.clock = clock
    self.shelf = shelf
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness: a screen per ad screen, sharing a banner if asked.
  nonisolated static func subject(_ lateness: Lateness<BannerReaction>, sharing: Bool = false) -> Subject {
    .iAdBannerScreen(
      "LateBannerScreen\(sharing ? " sharing" : "")[\(lateness)]",
      adScreens: sharing ? .several : .one, devices: .init(iOS: 5),
      activitiesRunning: { $0.isAnimating },
      recreatableMemory: { $0.pageCacheBytes },
      urgentEvent: { $0.handleIncomingCall() },
      busyMoment: { $0.beginBusyMoment() },
      makeScreen: { context in
        LateBannerScreen(
          lateness: lateness, clock: context.clock,
          shelf: sharing ? context.shared { Shelf() } : nil)
      })
  }

  private func later(_ reaction: BannerReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  /// Adds the article view and follows the app to the background and back.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(articleView)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
        [weak self] _ in MainActor.assumeIsolated { self?.enteredBackground() }
      })
    observers.append(
      center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) {
        [weak self] _ in MainActor.assumeIsolated { self?.becameActive() }
      })
  }

  /// Takes the banner (its own, or the shared one) as the screen comes up.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let banner = shelf?.banner ?? makeBanner()
    shelf?.banner = banner
    self.banner = banner
    banner.delegate = self
    banner.currentContentSizeIdentifier = Self.sizeIdentifier(for: interfaceOrientation)
    showsBanner = false
    layoutBanner()
    view.addSubview(banner)
    if banner.isBannerLoaded { later(.takeOver) { [weak self] in self?.showBanner() } }
  }

  /// Lets the banner go as the screen goes: released, or parked on the shelf.
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
    showsBanner = false
  }

  /// Lays the banner and the article out again: late during a rotation, at once
  /// otherwise.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if isRotating {
      isLayoutPending = true
      later(.layout) { [weak self] in
        self?.isLayoutPending = false
        self?.layoutBanner()
      }
    } else {
      layoutBanner()
    }
  }

  /// Notes that the layout that follows belongs to a rotation.
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    isRotating = true
  }

  /// Switches the banner to the size of the new orientation, late, and places it again
  /// unless the rotation's layout is still to come.
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    isRotating = false
    later(.size) { [weak self] in
      guard let self, let banner else { return }
      banner.currentContentSizeIdentifier = Self.sizeIdentifier(for: interfaceOrientation)
      if !isLayoutPending { layoutBanner() }
    }
  }

  /// Drops the page cache, late.
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    later(.memory) { [weak self] in self?.pageCacheBytes = 0 }
  }

  /// An incoming call needs the user: cancel the ad covering the screen, late.
  func handleIncomingCall() {
    later(.cancel) { [weak self] in
      guard let banner = self?.banner, banner.isBannerViewActionInProgress else { return }
      banner.cancelAction()
    }
  }

  /// Starts saving a purchase: from now on the screen refuses ad actions.
  func beginBusyMoment() {
    isBusy = true
  }

  private func makeBanner() -> ADBannerView {
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    return banner
  }

  private static func sizeIdentifier(for orientation: UIInterfaceOrientation) -> String {
    orientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  /// Puts the banner at the bottom edge when it shows, just below the screen otherwise,
  /// and the article above it.
  private func layoutBanner() {
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

  private func showBanner() {
    guard let banner, banner.isBannerLoaded else { return }
    showsBanner = true
    layoutBanner()
  }

  private func hideBanner() {
    guard let banner, !banner.isBannerLoaded else { return }
    showsBanner = false
    layoutBanner()
  }

  /// Restarts the animation unless an ad covers the screen or the app is away.
  private func resume() {
    guard banner?.isBannerViewActionInProgress != true, !pausedInBackground else { return }
    isAnimating = true
  }

  private func enteredBackground() {
    guard isAnimating else { return }
    isAnimating = false
    pausedInBackground = true
  }

  private func becameActive() {
    guard pausedInBackground else { return }
    pausedInBackground = false
    later(.comeBack) { [weak self] in self?.resume() }
  }

  // MARK: ADBannerViewDelegate

  /// Brings the banner up, late.
  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    later(.show) { [weak self] in self?.showBanner() }
  }

  /// Takes the banner down, late.
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    later(.hide) { [weak self] in self?.hideBanner() }
  }

  /// Pauses at once for an ad that will cover the screen; in the busy moment, pauses
  /// briefly and refuses.
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if isBusy {
      isAnimating = false
      later(.refusal) { [weak self] in self?.resume() }
      return false
    }
    if !willLeave { isAnimating = false }
    return true
  }

  /// Restarts the animation, late.
  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    later(.resume) { [weak self] in self?.resume() }
  }

  /// Does nothing: the banner shows once the ad has loaded.
  func bannerViewWillLoadAd(_ banner: ADBannerView) {}
}
