import FakeUIKit
import FakeiAd
import Foundation

/// A magazine whose pages turn sideways, with a full-screen ad as one of the pages.
///
/// A teaching example of the modeless way, keeping every full-screen ad rule:
/// - once an ad loads, an ad page joins the list right after the page being read; when
///   the reader turns to it, the ad is presented in that page with `present(in:)`;
/// - every page, the ad's included, is exactly the size of the screen, in both
///   orientations;
/// - when the ad unloads, its page is removed and the pages behind it move up to close
///   the gap; the ad object is released and the next one made;
/// - the page animations pause while an ad's action covers the magazine and are restored
///   afterwards, also after a cancel for an incoming call, which sends no callback.
open class MagazineViewController: UIViewController, ADInterstitialAdDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A magazine with a full-screen ad as one of its sideways pages, removed when it unloads."
  }

  /// The ad for the next ad page, while there is one.
  public internal(set) var ad: ADInterstitialAd?
  /// The strip that holds the pages side by side.
  public let pageStrip = UIView()
  /// The pages, left to right; the ad's page among them while it lasts.
  public internal(set) var pages: [UIView] = []
  /// The ad's page, while it is in the strip.
  public internal(set) var adPage: UIView?
  /// The index of the page on screen.
  public internal(set) var pageIndex = 0
  /// How many times the reader has turned a page.
  public internal(set) var pagesTurned = 0
  /// Whether the page animations run.
  public internal(set) var isAnimating = true
  /// Bytes of rendered page images, cheap to rebuild.
  public internal(set) var renderCacheBytes = 6 << 20
  var wasAnimatingBeforeAction = true

  /// Creates the magazine.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Builds ten article pages and makes the first ad.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pageStrip)
    for _ in 0..<10 {
      let page = UIView()
      pages.append(page)
      pageStrip.addSubview(page)
    }
    layoutPages()
    makeAd()
  }

  /// Sizes every page to the screen, after rotations too.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
  }

  /// Drops the rendered pages.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    renderCacheBytes = 0
  }

  /// The size of every page: the view's, in the current orientation.
  var pageSize: CGSize { view.bounds.size }

  /// Places the pages edge to edge, each the size of the view, the current one on screen.
  func layoutPages() {
    let size = pageSize
    for (index, page) in pages.enumerated() {
      page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    pageStrip.frame = CGRect(
      x: -CGFloat(pageIndex) * size.width, y: 0,
      width: CGFloat(pages.count) * size.width, height: size.height)
  }

  func makeAd() {
    guard UIDevice.current.userInterfaceIdiom == .pad, ad == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }

  func releaseAd() {
    ad?.delegate = nil
    ad = nil
  }

  /// Takes the ad's page out of the strip and closes the gap.
  func removeAdPage() {
    guard let adPage, let index = pages.firstIndex(where: { $0 === adPage }) else { return }
    pages.remove(at: index)
    adPage.removeFromSuperview()
    self.adPage = nil
    if index < pageIndex { pageIndex -= 1 }
    pageIndex = min(pageIndex, pages.count - 1)
    layoutPages()
  }

  /// The reader turns to the next page; on the ad's page, the ad is presented there.
  open func turnPage() {
    guard pageIndex < pages.count - 1 else { return }
    pageIndex += 1
    pagesTurned += 1
    layoutPages()
    if let adPage, pages[pageIndex] === adPage, let ad, ad.isLoaded {
      if !ad.present(in: adPage) { removeAdPage() }
    }
  }

  /// A call comes in: cancel the ad's action and restore the animations, since no callback comes.
  open func handleIncomingCall() {
    guard let ad, ad.isActionInProgress else { return }
    ad.cancelAction()
    isAnimating = wasAnimatingBeforeAction
  }

  // MARK: ADInterstitialAdDelegate

  /// Adds a page for the ad after the one being read.
  open func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    guard adPage == nil else { return }
    let page = UIView()
    adPage = page
    pages.insert(page, at: pageIndex + 1)
    pageStrip.addSubview(page)
    layoutPages()
  }

  /// Removes the ad's page, releases the ad and makes the next one.
  open func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    removeAdPage()
    releaseAd()
    makeAd()
  }

  /// Removes any ad page and releases the ad; the reader sees nothing of the error.
  open func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    removeAdPage()
    releaseAd()
  }

  /// Allows the action, pausing first when it will cover the magazine.
  open func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave {
      wasAnimatingBeforeAction = isAnimating
      isAnimating = false
    }
    return true
  }

  /// Restores what the action paused.
  open func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    isAnimating = wasAnimatingBeforeAction
  }
}
