import AdSimulation
import ExampleClients
import FakeUIKit
import FakeiAd
import Foundation

// Banner screens that each leave one state a banner rule judges out of reach.

/// A screen in the ad slot that makes no banner at all, as with ads switched off.
final class NoBannerScreen: UIViewController {}

/// A screen that makes its banner only a while after it appears, once its content is in.
///
/// The banner waits below the bottom edge and slides up when an ad loads, so it is never
/// seen empty; until the delay is over the screen holds no banner.
final class BannerMadeLateScreen: UIViewController, ADBannerViewDelegate {
  let clock: VirtualClock
  let delay: Duration
  private(set) var banner: ADBannerView?

  init(clock: VirtualClock, delay: Duration) {
    self.clock = clock
    self.delay = delay
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard banner == nil else { return }
    let clock = clock
    let delay = delay
    Task { [weak self] in
      try? await clock.sleep(for: delay)
      self?.makeBanner()
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    place()
  }

  private func makeBanner() {
    guard banner == nil else { return }
    let banner = ADBannerView(frame: .zero)
    banner.delegate = self
    self.banner = banner
    place()
    view.addSubview(banner)
  }

  /// At the bottom edge once loaded, just below the screen otherwise.
  private func place() {
    guard let banner, isViewLoaded else { return }
    let bounds = view.bounds
    let height = banner.frame.height
    banner.frame.origin = CGPoint(x: 0, y: banner.isBannerLoaded ? bounds.height - height : bounds.height)
  }

  func bannerViewDidLoadAd(_ banner: ADBannerView) { place() }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) { place() }
}

/// An article screen that makes its banner and never brings it on screen: it stays just
/// below the bottom edge, loaded or not.
final class BannerNeverShownScreen: ArticleViewController {
  override func bannerViewDidLoadAd(_ banner: ADBannerView) {}
}

/// An article screen whose delegate refuses every ad action, leaving or not.
final class RefusingArticleScreen: ArticleViewController {
  override func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    false
  }
}

/// An article screen with nothing that runs: no read-aloud, no animation.
final class StillArticleScreen: ArticleViewController {
  /// Whether anything on the screen runs: never.
  var isRunningAnything: Bool { false }
}

/// An article screen that keeps no cache it could free on a memory warning.
final class CachelessArticleScreen: ArticleViewController {
  /// The bytes of recreatable objects held: none.
  var cacheBytes: Int { 0 }
}

/// An article screen that shows its banner in portrait only and hides it in landscape.
final class PortraitBannerScreen: ArticleViewController {
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    banner?.isHidden = toInterfaceOrientation.isLandscape
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    banner?.isHidden = interfaceOrientation.isLandscape
  }
}

/// An article screen that hides its banner for good once the user has been through one
/// of its ads.
final class BannerGoneAfterActionScreen: ArticleViewController {
  override func bannerViewActionDidFinish(_ banner: ADBannerView) {
    super.bannerViewActionDidFinish(banner)
    banner.isHidden = true
  }
}

/// An article screen that stops its read-aloud for a busy moment (a purchase sheet) and
/// allows every ad action.
final class BusyPausingArticleScreen: ArticleViewController, BusyMomentReporting {
  private(set) var isBusy = false

  /// Enters the busy moment, which stops the read-aloud.
  func beginBusyMoment() { isBusy = true }

  /// Whether the read-aloud runs.
  var isReading: Bool { isAnimating && !isBusy }
}
