import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A screen with an anchored adaptive banner written the older way: `GAD` names, the
/// current-orientation anchored size, frames laid out by hand.
///
/// - `viewDidLoad()` makes a `GADBannerView`, sets its unit, root view controller and
///   delegate, keeps it transparent, and starts the SDK.
/// - `viewDidAppear(_:)`, the first moment the view has its final width, loads a
///   current-orientation anchored adaptive size of that width; `didRotate(from:)` loads
///   again for the new width (the fake UIKit's rotation callback, where the older sample
///   used the transition's new size).
/// - The banner fades in when its ad arrives; the content's frame ends where the visible
///   banner begins.
/// - Play pauses while a clicked ad's screen is up and resumes after.
@MainActor
public final class LegacyAdaptiveBannerViewController: UIViewController, @preconcurrency GADBannerViewDelegate,
  ExampleClient
{
  /// Conforms: breaks nothing.
  nonisolated public static var violates: [String] { [] }
  /// What the client does.
  nonisolated public static var summary: String {
    "A screen that loads a current-orientation anchored Google banner in viewDidAppear and again on rotation, laid out with frames."
  }

  /// The view that holds the screen's content.
  public let contentView = UIView()
  /// The banner, made in `viewDidLoad()`.
  public private(set) var bannerView: GADBannerView!
  /// Whether play is running.
  public private(set) var isPlaying = true

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
    bannerView = GADBannerView(adSize: GADAdSizeBanner)
    bannerView.adUnitID = GoogleTestAdUnits.adaptiveBanner
    bannerView.rootViewController = self
    bannerView.delegate = self
    bannerView.alpha = 0
    view.addSubview(bannerView)
    GADMobileAds.sharedInstance().start(completionHandler: nil)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    loadBannerAd()
  }

  public override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    super.didRotate(from: fromInterfaceOrientation)
    loadBannerAd()
  }

  /// Loads an adaptive banner for the view's width in the orientation now.
  private func loadBannerAd() {
    let viewWidth = view.frame.size.width
    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(viewWidth)
    layoutFrames()
    bannerView.load(GADRequest())
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutFrames()
  }

  /// The banner along the bottom edge; the content above it once the banner shows.
  private func layoutFrames() {
    let bounds = view.bounds
    let bannerSize = bannerView.frame.size
    bannerView.frame = CGRect(
      x: (bounds.width - bannerSize.width) / 2, y: bounds.height - bannerSize.height,
      width: bannerSize.width, height: bannerSize.height)
    let taken = bannerView.alpha > 0 ? bannerSize.height : 0
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - taken)
  }

  // MARK: GADBannerViewDelegate

  /// The ad arrived: the banner fades in and the content makes room.
  public func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    bannerView.alpha = 1
    layoutFrames()
  }

  /// A clicked ad's screen opens: play pauses.
  public func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {
    isPlaying = false
  }

  /// The clicked ad's screen closed: play resumes.
  public func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {
    isPlaying = true
  }
}
