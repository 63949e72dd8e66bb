import FakeUIKit
import FakeiAd
import Foundation

/// Independent banner client (phone): a portrait-only arcade game with its banner at the
/// top, hidden with `isHidden` until it has an ad, and a separate `GameClock` that the
/// game loop, the ad callbacks and the app's lifecycle pause and resume.
///
/// Written as a game of its kind would be:
/// - the game runs in portrait only (it says so in `supportedInterfaceOrientations`, as the
///   app's Info.plist would), so the banner requires only the portrait size;
/// - the clock pauses for an ad that covers the board and resumes when it finishes; an ad
///   that opens another app needs no pause of its own, since leaving the app pauses the
///   game anyway;
/// - like most action games, when the app comes back from the background it shows its
///   pause menu and waits for the player to tap Resume, rather than throwing the player
///   back into play;
/// - during a boss fight it refuses ad actions, without pausing;
/// - leaving the game parks the banner (out of the view, no delegate); coming back puts it
///   back.
///
/// Intended to keep every banner rule. Not final: a deliberately faulty variant subclasses it.
class ArcadeViewController: UIViewController, ADBannerViewDelegate {
  let clock = GameClock()
  let board = UIView()
  var banner: ADBannerView?
  /// Whether a boss fight is on: the one moment the game refuses ad actions.
  var isBossFightActive = false
  /// Whether the pause menu is up.
  private(set) var isPauseMenuShown = false
  /// Decoded sprite sheets; cheap to decode again (the memory probe).
  private(set) var spriteCacheBytes = 12_000_000
  private var lifecycleObservers: [any NSObjectProtocol] = []

  required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(board)
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
    banner.currentContentSizeIdentifier = ADBannerContentSizeIdentifierPortrait
    banner.isHidden = true
    banner.delegate = self
    view.addSubview(banner)
    self.banner = banner
    observeLifecycle()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let banner, banner.superview == nil {
      banner.delegate = self
      banner.isHidden = !banner.isBannerLoaded
      view.addSubview(banner)
    }
    layoutBoard()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    banner?.delegate = nil
    banner?.removeFromSuperview()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBoard()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    spriteCacheBytes = 0
  }

  private func observeLifecycle() {
    let center = NotificationCenter.default
    lifecycleObservers.append(
      center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.interrupted() }
      })
    lifecycleObservers.append(
      center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.clock.release(.interruption) }
      })
  }

  private func interrupted() {
    clock.hold(.interruption)
    if !isPauseMenuShown {
      isPauseMenuShown = true
      clock.hold(.pauseMenu)
    }
  }

  /// The player taps Resume on the pause menu.
  func resumeFromPauseMenu() {
    isPauseMenuShown = false
    clock.release(.pauseMenu)
  }

  /// The boss appears: no ad may interrupt the fight.
  func startBossFight() { isBossFightActive = true }

  /// A Game Center match invitation arrives: the player must answer it now.
  func matchInvitationArrived() {
    if let banner, banner.isBannerViewActionInProgress {
      banner.cancelAction()
    }
  }

  func layoutBoard() {
    let bounds = view.bounds
    var top: CGFloat = 0
    if let banner, banner.superview === view {
      banner.frame.origin = .zero
      if !banner.isHidden { top = banner.frame.height }
    }
    board.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    banner.isHidden = false
    layoutBoard()
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    banner.isHidden = true
    layoutBoard()
  }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if isBossFightActive { return false }
    if !willLeave { clock.hold(.adAction) }
    return true
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    clock.release(.adAction)
  }
}

/// The game loop's clock: it ticks while nothing holds it.
@MainActor
final class GameClock {
  /// Why the clock is held.
  enum Hold: Hashable {
    case adAction, interruption, pauseMenu, adPrompt
  }

  private(set) var holds: Set<Hold> = []

  /// Whether the game loop runs (the activities probe).
  var isTicking: Bool { holds.isEmpty }

  func hold(_ reason: Hold) { holds.insert(reason) }
  func release(_ reason: Hold) { holds.remove(reason) }
}
