import FakeGoogleMobileAds
import FakeUIKit

/// A level-based game that shows a Google interstitial between levels, in the shape of
/// Google's interstitial sample with the v12 names and the async load.
///
/// - The view starts the SDK once and loads the first ad.
/// - A level's end is the natural break: a loaded ad is presented there; without one the
///   next level starts at once.
/// - The presented ad stays in `interstitial` until it is dismissed (the SDK holds it
///   only weakly, and a dropped ad's callbacks never come), and while it is up the game is
///   paused and another break is ignored.
/// - A dismissal or a failed presentation lets go of the ad, starts the next level and
///   loads the next ad; a failed load is not retried until the next level ends.
@MainActor
open class LevelGameViewController: UIViewController, FullScreenContentDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A level-based game that shows a loaded interstitial between levels and loads the next after each."
  }

  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// The ad unit the game loads.
  open class var adUnitID: String { GoogleTestAdUnits.interstitial }

  /// The loaded ad waiting for the next break, if any.
  public var interstitial: InterstitialAd?
  /// Whether a load is on its way.
  public var isLoading = false
  /// Whether an ad covers the game now.
  public private(set) var isShowingAd = false
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  /// When the ad in hand loaded.
  public var loadTime: Date?
  /// How long a loaded ad lasts: about an hour, by Google's account.
  public static let adLifetime: TimeInterval = 3600
  /// The level being played, from 1.
  public private(set) var level = 1
  private var isMobileAdsStartCalled = false

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    beginAds()
  }

  /// Starts ads as the view loads: here at once; a game that gathers consent first does
  /// that instead.
  open func beginAds() {
    startGoogleMobileAdsSDK()
  }

  /// Starts the SDK once, and loads an ad each time it is called.
  public func startGoogleMobileAdsSDK() {
    if !isMobileAdsStartCalled {
      isMobileAdsStartCalled = true
      MobileAds.shared.start()
    }
    // Consent may allow ads only after an earlier start found it did not (the user's
    // region changed since the last session): load then too; the load skips itself when
    // an ad is held or on its way.
    Task { await loadInterstitial() }
  }

  /// Loads an ad unless one is held or on its way.
  open func loadInterstitial() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      keep(try await InterstitialAd.load(with: Self.adUnitID, request: Request()))
    } catch {
      print("Interstitial failed to load: \(error.localizedDescription)")
    }
  }

  /// Keeps a loaded ad for the next break.
  open func keep(_ ad: InterstitialAd) {
    ad.fullScreenContentDelegate = self
    interstitial = ad
    loadTime = now()
  }

  /// Lets go of an ad in hand that has outlived its lifetime, so it is never shown.
  open func dropStaleAd() {
    guard interstitial != nil, let loadTime, now().timeIntervalSince(loadTime) >= Self.adLifetime else { return }
    interstitial = nil
    self.loadTime = nil
  }

  /// The level ends: the natural break.
  open func endLevel() {
    guard !isShowingAd else { return }
    dropStaleAd()
    if let ad = interstitial {
      show(ad)
    } else {
      print("Ad wasn't ready")
      nextLevel()
    }
  }

  /// Presents the ad, keeping it until it is dismissed.
  open func show(_ ad: InterstitialAd) {
    isShowingAd = true
    ad.present(from: self)
  }

  /// Starts the next level and makes sure an ad is on its way for the break after it.
  open func nextLevel() {
    level += 1
    Task { await loadInterstitial() }
  }

  /// Marks the ad as gone from the screen and starts the next level, loading nothing.
  public func isShowingAdReset() {
    isShowingAd = false
    level += 1
  }

  // MARK: FullScreenContentDelegate

  /// The ad could not be shown: the game goes on without it.
  open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    interstitial = nil
    isShowingAd = false
    nextLevel()
  }

  /// The user closed the ad: the game goes on.
  open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    interstitial = nil
    isShowingAd = false
    nextLevel()
  }
}
