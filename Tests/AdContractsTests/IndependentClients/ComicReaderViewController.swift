import FakeUIKit
import FakeiAd
import Foundation

/// Independent full-screen client (pad, pages): a comic reader whose pages sit side by side
/// in a paging view under a 44-point toolbar, with a full-screen ad as one of the pages.
///
/// In the manner of the guide's magazine example: as soon as an ad loads, the reader adds a
/// page for it right after the page being read and presents the ad in that page at once
/// (the page is in the view hierarchy, as wide as the screen, 44 points short of its
/// height). Pages follow the view's size after a rotation. When the ad unloads, its page
/// goes, the pages after it move up, the reader stays on the page it was reading, and the
/// next ad is made; after a failure the next ad waits for the next page turn. Read-aloud
/// narration pauses while an ad action covers the reader and is restored afterwards, also
/// after an incoming call cancels the action (which sends no callback).
///
/// Intended to keep every full-screen ad rule that applies to page ads.
final class ComicReaderViewController: UIViewController, ADInterstitialAdDelegate {
  enum Page {
    case panel(UIView)
    case ad(UIView)

    var view: UIView {
      switch self {
      case .panel(let view), .ad(let view): view
      }
    }

    var isAd: Bool {
      if case .ad = self { return true }
      return false
    }
  }

  static let toolbarHeight: CGFloat = 44

  let toolbar = UIView()
  let pager = PagingStripView()
  private(set) var pages: [Page] = []
  private(set) var currentPage = 0
  /// Pages turned so far (the progress probe).
  private(set) var pagesRead = 0
  private var interstitial: ADInterstitialAd?
  private var needsNewAd = false
  private var narrationOn = true
  private var narrationPausedForAd = false
  private var narrationWasOnBeforeAd = false
  /// Rendered panels by page number (the memory probe reads their size).
  private var renderedPanels: [Int: Int] = [:]

  /// Whether narration plays (the activities probe).
  var isNarrating: Bool { narrationOn && !narrationPausedForAd }
  /// Bytes of rendered panels held.
  var renderedPanelBytes: Int { renderedPanels.values.reduce(0, +) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pager)
    view.addSubview(toolbar)
    for number in 0..<12 {
      let panel = UIView()
      pages.append(.panel(panel))
      pager.content.addSubview(panel)
      renderedPanels[number] = 1_500_000
    }
    layoutPages()
    makeAdIfPad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    renderedPanels.removeAll()
  }

  /// The reader swipes to the next page.
  func turnPage() {
    guard currentPage < pages.count - 1 else { return }
    currentPage += 1
    pagesRead += 1
    layoutPages()
    if needsNewAd {
      needsNewAd = false
      makeAdIfPad()
    }
  }

  /// A FaceTime call comes in: cancel any ad action and bring narration back ourselves.
  func incomingCall() {
    guard let interstitial, interstitial.isActionInProgress else { return }
    interstitial.cancelAction()
    endAdPause()
  }

  private func makeAdIfPad() {
    guard UIDevice.current.userInterfaceIdiom == .pad, interstitial == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    interstitial = ad
  }

  private func layoutPages() {
    let bounds = view.bounds
    toolbar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.toolbarHeight)
    pager.frame = CGRect(
      x: 0, y: Self.toolbarHeight, width: bounds.width, height: bounds.height - Self.toolbarHeight)
    let size = pager.frame.size
    for (index, page) in pages.enumerated() {
      page.view.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    pager.contentSize = CGSize(width: CGFloat(pages.count) * size.width, height: size.height)
    pager.contentOffsetX = CGFloat(currentPage) * size.width
  }

  private func removeAdPage() {
    guard let index = pages.firstIndex(where: \.isAd) else { return }
    pages[index].view.removeFromSuperview()
    pages.remove(at: index)
    if currentPage > index { currentPage -= 1 }
    currentPage = min(currentPage, pages.count - 1)
    layoutPages()
  }

  private func endAdPause() {
    if narrationPausedForAd {
      narrationPausedForAd = false
      narrationOn = narrationWasOnBeforeAd
    }
  }

  // MARK: ADInterstitialAdDelegate

  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    guard !pages.contains(where: \.isAd) else { return }
    let host = UIView()
    pages.insert(.ad(host), at: currentPage + 1)
    pager.content.addSubview(host)
    layoutPages()
    if !interstitialAd.present(in: host) {
      removeAdPage()
    }
  }

  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    removeAdPage()
    interstitialAd.delegate = nil
    interstitial = nil
    makeAdIfPad()
  }

  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    removeAdPage()
    interstitialAd.delegate = nil
    interstitial = nil
    needsNewAd = true
  }

  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave {
      narrationWasOnBeforeAd = narrationOn
      narrationPausedForAd = true
    }
    return true
  }

  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    endAdPause()
  }
}
