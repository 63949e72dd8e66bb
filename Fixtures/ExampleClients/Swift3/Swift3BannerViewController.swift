import FakeiAd

/// A high-score screen with a bottom banner, written as Swift 3 apps wrote iAd code for iOS 7.
///
/// A teaching example that keeps every banner rule with the imported shapes of the time:
/// - the file imports only iAd (which brings UIKit and Foundation along) and the delegate
///   methods take implicitly unwrapped parameters, `ADBannerView!` and `Error!`, as iAd's
///   unannotated headers import into Swift 3;
/// - the banner is an implicitly unwrapped property made with `ADBannerView(adType:)` when
///   the screen appears, hidden until an ad loads, hidden again on a failure, and removed
///   with its delegate cleared when the screen goes;
/// - it never sets a content size identifier: from iOS 6 the banner sizes itself, and
///   `viewDidLayoutSubviews()` gives it the view's width at the bottom edge, the score list
///   ending where it begins;
/// - the music pauses while an ad covers the screen and plays again after; an incoming
///   call cancels the ad; a memory warning drops the cached artwork.
open class Swift3BannerViewController: UIViewController, ADBannerViewDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A Swift 3-style iOS 7 high-score screen whose banner sizes itself; delegate methods take ADBannerView! and Error!."
  }

  /// The banner while the screen is up.
  public var adBannerView: ADBannerView!
  /// The list of high scores; it ends where the banner begins.
  public let scoreListView = UIView()
  /// Whether the background music plays.
  public var isMusicPlaying = true
  /// Bytes of cached trophy artwork, reloaded from disk when needed.
  public var artworkCacheBytes = 2 << 20

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Adds the score list.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scoreListView)
  }

  /// Makes the banner as the screen comes up.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if adBannerView == nil {
      adBannerView = ADBannerView(adType: .banner)
      adBannerView.delegate = self
      adBannerView.isHidden = true
      view.addSubview(adBannerView)
    }
    view.setNeedsLayout()
  }

  /// Removes the banner as the screen goes.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if adBannerView != nil {
      adBannerView.delegate = nil
      adBannerView.removeFromSuperview()
      adBannerView = nil
    }
  }

  /// Puts the banner at the bottom, as wide as the view, and the list above it.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutAd()
  }

  /// Lays the banner out at the bottom and the score list above it.
  open func layoutAd() {
    var listFrame = view.bounds
    if adBannerView != nil {
      let bannerSize = adBannerView.sizeThatFits(view.bounds.size)
      adBannerView.frame = CGRect(
        x: 0, y: view.bounds.height - bannerSize.height, width: bannerSize.width, height: bannerSize.height)
      if !adBannerView.isHidden { listFrame.size.height -= bannerSize.height }
    }
    scoreListView.frame = listFrame
  }

  /// Drops the cached artwork.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    artworkCacheBytes = 0
  }

  /// A call comes in: the ad gives way.
  open func phoneCallArrived() {
    if adBannerView != nil && adBannerView.isBannerViewActionInProgress {
      adBannerView.cancelAction()
    }
  }

  // MARK: ADBannerViewDelegate, as iAd's headers import into Swift 3

  /// Shows the banner.
  open func bannerViewDidLoadAd(_ banner: ADBannerView!) {
    banner.isHidden = false
    layoutAd()
  }

  /// Hides the banner.
  open func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: Error!) {
    banner.isHidden = true
    layoutAd()
  }

  /// Lets the ad open, pausing the music when it stays in the app.
  open func bannerViewActionShouldBegin(_ banner: ADBannerView!, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { isMusicPlaying = false }
    return true
  }

  /// Plays the music again.
  open func bannerViewActionDidFinish(_ banner: ADBannerView!) {
    isMusicPlaying = true
  }
}
