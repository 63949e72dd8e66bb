import AdContracts
import FakeUIKit
import FakeiAd
import Foundation

/// What ``LatePageMagazine`` does late, each with the window its rule grants.
enum PageReaction: String, LateReaction {
  /// Turning the page at a transition that shows no ad.
  case turn
  /// Taking the ad's page out and closing the gap after the ad unloads or fails.
  case pageRemoval
  /// Letting go of an ad object that unloaded or failed.
  case release
  /// Making the next ad object after an unload.
  case nextAd
  /// Sizing the pages to the screen after a size change.
  case layout
  /// Restarting the animations after an action finishes or is cancelled.
  case resume
  /// Calling cancelAction() after an urgent event.
  case cancel
  /// Restarting the animations on the return to the foreground.
  case comeBack
  /// Restarting the animations after a short pause for a refused action.
  case refusal
  /// Dropping the render cache after a memory warning.
  case memory

  var window: Rule.Window {
    switch self {
    case .release, .memory: .release
    case .nextAd: .request
    default: .screen
    }
  }
}

/// An iPad magazine whose pages turn sideways, with a full-screen ad as one of the pages,
/// that keeps every full-screen ad rule but does everything it does in answer to an event
/// late, by a factor of the window the rule grants.
///
/// Once an ad loads, its page joins the strip after the page being read, and turning to
/// it presents the ad there at once. Late, on the harness's clock: turning to a page
/// with no ad (a page-turn animation), removing the ad's emptied page and closing the
/// gap, letting go of a spent ad (it keeps it in a list of spent ads until then), making
/// the next ad, laying the pages out after a rotation (other layouts come at once),
/// resuming after an action, a cancel or a return to the foreground, and freeing the
/// render cache. It pauses at once when an action will cover it and while the app is in
/// the background. In its busy moment it refuses actions and pauses briefly, resuming
/// after the delay.
final class LatePageMagazine: UIViewController, ADInterstitialAdDelegate {
  /// How late each reaction comes.
  let lateness: Lateness<PageReaction>
  /// The clock the magazine waits on.
  let clock: any Clock<Duration>
  /// The ad for the next ad page, while there is one.
  private(set) var ad: ADInterstitialAd?
  /// Ads that unloaded or failed and are not let go of yet.
  private(set) var spentAds: [ADInterstitialAd] = []
  /// The strip that holds the pages side by side.
  let pageStrip = UIView()
  /// The pages, left to right; the ad's page among them while it lasts.
  private(set) var pages: [UIView] = []
  /// The ad's page, while it is in the strip.
  private(set) var adPage: UIView?
  /// The index of the page on screen.
  private(set) var pageIndex = 0
  /// How many times the reader has turned a page.
  private(set) var pagesTurned = 0
  /// Whether the page animations run.
  private(set) var isAnimating = true
  /// Bytes of rendered page images, cheap to rebuild.
  private(set) var renderCacheBytes = 6 << 20
  private var wasAnimatingBeforeAction = true
  private var isBusy = false
  private var isRotating = false
  private var pausedInBackground = false
  private var observers: [any NSObjectProtocol] = []

  /// Creates the magazine.
  init(lateness: Lateness<PageReaction>, clock: any Clock<Duration>) {
    self.lateness = lateness
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness, presenting its ads as pages.
  nonisolated static func subject(_ lateness: Lateness<PageReaction>) -> Subject {
    .iAdInterstitialScreen(
      "LatePageMagazine[\(lateness)]", presentation: .page,
      transition: { $0.turnPage() },
      contentProgress: { $0.pagesTurned },
      activitiesRunning: { $0.isAnimating },
      recreatableMemory: { $0.renderCacheBytes },
      urgentEvent: { $0.handleIncomingCall() },
      busyMoment: { $0.beginBusyMoment() },
      makeScreen: { context in LatePageMagazine(lateness: lateness, clock: context.clock) })
  }

  private func later(_ reaction: PageReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  /// Builds ten article pages, makes the first ad and follows the app to the background
  /// and back.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pageStrip)
    for _ in 0..<10 {
      let page = UIView()
      pages.append(page)
      pageStrip.addSubview(page)
    }
    layoutPages()
    makeAd()
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

  /// Sizes the pages to the screen again: late during a rotation, at once otherwise.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if isRotating {
      later(.layout) { [weak self] in self?.layoutPages() }
    } else {
      layoutPages()
    }
  }

  /// Notes that the layout that follows belongs to a rotation.
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    isRotating = true
  }

  /// The rotation is over.
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    isRotating = false
  }

  /// Drops the rendered pages, late.
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    later(.memory) { [weak self] in self?.renderCacheBytes = 0 }
  }

  /// The reader turns the page: to the ad's page at once, presenting the ad there; to any
  /// other page late.
  func turnPage() {
    guard pageIndex < pages.count - 1 else { return }
    if let adPage, pages[pageIndex + 1] === adPage, ad?.isLoaded == true {
      nextPage()
    } else {
      later(.turn) { [weak self] in self?.nextPage() }
    }
  }

  /// A call comes in: cancel the ad's action late, then restore the animations late, since
  /// no callback comes.
  func handleIncomingCall() {
    later(.cancel) { [weak self] in
      guard let self, let ad, ad.isActionInProgress else { return }
      ad.cancelAction()
      later(.resume) { [weak self] in self?.resume() }
    }
  }

  /// Starts saving a purchase: from now on the magazine refuses ad actions.
  func beginBusyMoment() {
    isBusy = true
  }

  private func nextPage() {
    guard pageIndex < pages.count - 1 else { return }
    pageIndex += 1
    pagesTurned += 1
    layoutPages()
    if let adPage, pages[pageIndex] === adPage, let ad, ad.isLoaded {
      if !ad.present(in: adPage) { removeAdPage() }
    }
  }

  private func makeAd() {
    guard UIDevice.current.userInterfaceIdiom == .pad, ad == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }

  /// Keeps the spent ad in the list, and lets it go late.
  private func retire(_ spent: ADInterstitialAd) {
    if ad === spent { ad = nil }
    spentAds.append(spent)
    later(.release) { [weak self] in
      spent.delegate = nil
      self?.spentAds.removeAll { $0 === spent }
    }
  }

  /// Places the pages edge to edge, each the size of the view, the current one on screen.
  private func layoutPages() {
    let size = view.bounds.size
    for (index, page) in pages.enumerated() {
      page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    pageStrip.frame = CGRect(
      x: -CGFloat(pageIndex) * size.width, y: 0, width: CGFloat(pages.count) * size.width, height: size.height)
  }

  /// Takes the ad's page out of the strip and closes the gap.
  private func removeAdPage() {
    guard let adPage else { return }
    self.adPage = nil
    remove(adPage)
  }

  /// Takes a page out of the strip and closes the gap.
  private func remove(_ page: UIView) {
    guard let index = pages.firstIndex(where: { $0 === page }) else { return }
    pages.remove(at: index)
    page.removeFromSuperview()
    if index < pageIndex { pageIndex -= 1 }
    pageIndex = min(pageIndex, pages.count - 1)
    layoutPages()
  }

  /// Restarts what an action paused, unless an action covers the magazine or the app is away.
  private func resume() {
    guard ad?.isActionInProgress != true, !pausedInBackground else { return }
    isAnimating = wasAnimatingBeforeAction
  }

  private func enteredBackground() {
    guard isAnimating else { return }
    isAnimating = false
    pausedInBackground = true
  }

  private func becameActive() {
    guard pausedInBackground else { return }
    pausedInBackground = false
    later(.comeBack) { [weak self] in
      guard let self, ad?.isActionInProgress != true, !pausedInBackground else { return }
      isAnimating = true
    }
  }

  // MARK: ADInterstitialAdDelegate

  /// Adds a page for the ad after the one being read.
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    guard adPage == nil else { return }
    let page = UIView()
    adPage = page
    pages.insert(page, at: pageIndex + 1)
    pageStrip.addSubview(page)
    layoutPages()
  }

  /// Removes the ad's page, lets the ad go and makes the next one, each late.
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    retire(interstitialAd)
    removeEmptyPage()
    later(.nextAd) { [weak self] in self?.makeAd() }
  }

  /// Removes any ad page and lets the ad go, late; the reader sees nothing of the error.
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    retire(interstitialAd)
    removeEmptyPage()
  }

  /// The ad's page is empty now: no longer the ad's, it leaves the strip late.
  private func removeEmptyPage() {
    guard let page = adPage else { return }
    adPage = nil
    later(.pageRemoval) { [weak self] in self?.remove(page) }
  }

  /// Pauses at once for an action that will cover the magazine; in the busy moment,
  /// pauses briefly and refuses.
  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if isBusy {
      wasAnimatingBeforeAction = isAnimating
      isAnimating = false
      later(.refusal) { [weak self] in self?.resume() }
      return false
    }
    if !willLeave {
      wasAnimatingBeforeAction = isAnimating
      isAnimating = false
    }
    return true
  }

  /// Restores what the action paused, late.
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    later(.resume) { [weak self] in self?.resume() }
  }
}
