import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// What a Google banner screen does in answer to an event, with the window the banner
/// rules give it.
enum GoogleBannerReaction: String, LateReaction {
  /// Loading a size made for the new orientation after a rotation.
  case reload
  /// Laying the banner and the content out for the new width after a rotation.
  case layout
  /// Pausing the animation when a clicked ad's screen opens.
  case pause
  /// Resuming the animation when that screen closes.
  case resume

  var window: Rule.Window { .screen }
}

/// A screen with a Google adaptive banner that keeps every banner rule but does what it
/// does in answer to an event late, by a factor of the window the rule grants.
final class LateGoogleBannerScreen: UIViewController, BannerViewDelegate {
  /// How late each reaction comes.
  let lateness: Lateness<GoogleBannerReaction>
  /// The clock the screen waits on.
  let clock: any Clock<Duration>
  /// The view that holds the content.
  let contentView = UIView()
  private var bannerView: BannerView!
  private var laidOutWidth: CGFloat = 0
  /// Whether the animation runs.
  private(set) var isAnimating = true

  init(lateness: Lateness<GoogleBannerReaction>, clock: any Clock<Duration>) {
    self.lateness = lateness
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness.
  nonisolated static func subject(_ lateness: Lateness<GoogleBannerReaction>) -> Subject {
    .googleBannerScreen(
      "LateGoogleBannerScreen[\(lateness)]", activitiesRunning: { $0.isAnimating },
      contentViews: { [$0.contentView] },
      makeScreen: { context in LateGoogleBannerScreen(lateness: lateness, clock: context.clock) })
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
    let banner = BannerView()
    banner.adUnitID = GoogleTestAdUnits.adaptiveBanner
    banner.rootViewController = self
    banner.delegate = self
    banner.isHidden = true
    view.addSubview(banner)
    bannerView = banner
    MobileAds.shared.start()
  }

  private func later(_ reaction: GoogleBannerReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  /// The first layout loads and lays out at once; a new width after it does both late.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    guard width > 0, width != laidOutWidth else { return }
    let first = laidOutWidth == 0
    laidOutWidth = width
    if first {
      load(width: width)
      layout()
    } else {
      later(.reload) { [weak self] in self?.load(width: width) }
      later(.layout) { [weak self] in self?.layout() }
    }
  }

  private func load(width: CGFloat) {
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }

  private func layout() {
    let bounds = view.bounds
    let size = bannerView.frame.size
    bannerView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: bounds.height - size.height, width: size.width, height: size.height)
    let reserved = bannerView.isHidden ? 0 : size.height
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - reserved)
  }

  /// The first ad shows the banner and lays out at once; a later ad (the reload after a
  /// rotation) leaves the layout to the rotation's own, possibly late, reaction.
  func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    guard bannerView.isHidden else { return }
    bannerView.isHidden = false
    layout()
  }

  func bannerViewWillPresentScreen(_ bannerView: BannerView) {
    later(.pause) { [weak self] in self?.isAnimating = false }
  }

  func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    later(.resume) { [weak self] in self?.isAnimating = true }
  }
}
