import FakeGoogleMobileAds
import FakeUIKit

/// A reader that shows a Google interstitial at the end of an article, written the
/// older way: the GAD names, a completion-handler load, and `canPresent` asked first.
///
/// - The ad is loaded when the reader opens and again after each one is dismissed or fails;
///   the presented ad is kept until then, as the SDK holds it only weakly.
/// - Finishing an article is the natural break; it shows the loaded ad, if
///   `canPresent(fromRootViewController:)` agrees, and otherwise opens the next article.
/// - A failed load waits for the next article's end before asking again.
@MainActor
open class ArticleInterstitialController: UIViewController, @preconcurrency GADFullScreenContentDelegate, ExampleClient
{
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A reader that checks canPresent and shows its loaded interstitial at the end of an article."
  }

  /// The loaded ad, kept until it is dismissed.
  var interstitial: GADInterstitialAd?
  var loading = false
  var presenting = false
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  var loadTime: Date?
  /// How many articles the user has finished.
  public private(set) var articlesRead = 0

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    requestAd()
  }

  /// Asks for an ad unless one is held or coming.
  func requestAd() {
    if interstitial != nil || loading { return }
    loading = true
    GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) {
      [weak self] ad, error in
      guard let self else { return }
      self.loading = false
      if let error {
        print("No interstitial: \(error.localizedDescription)")
        return
      }
      ad?.fullScreenContentDelegate = self
      self.interstitial = ad
      self.loadTime = self.now()
    }
  }

  /// Whether the ad in hand loaded less than an hour ago; an older one is dropped.
  func holdsFreshAd() -> Bool {
    guard interstitial != nil else { return false }
    if let loadTime, now().timeIntervalSince(loadTime) < 3600 { return true }
    interstitial = nil
    return false
  }

  /// The user reached the end of an article: the natural break.
  public func finishArticle() {
    if presenting { return }
    articlesRead += 1
    guard holdsFreshAd(), let ad = interstitial else {
      requestAd()
      return
    }
    do {
      try ad.canPresent(fromRootViewController: self)
    } catch {
      interstitial = nil
      requestAd()
      return
    }
    presenting = true
    ad.present(fromRootViewController: self)
  }

  /// The ad failed to show: ask for another.
  public func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    interstitial = nil
    presenting = false
    requestAd()
  }

  /// The user closed the ad: ask for the next.
  public func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    interstitial = nil
    presenting = false
    requestAd()
  }
}
