import FakeGoogleMobileAds
import FakeUIKit

/// A game that offers bonus coins with a Google rewarded interstitial when a round ends,
/// in the shape of Google's rewarded interstitial sample (v12 names).
///
/// - The view starts the SDK once and loads the first ad.
/// - At the end of a round, with an ad loaded, an alert announces the bonus and counts
///   down 3 s; its "No, thanks" action cancels the ad. Without an ad the next round starts.
/// - When the countdown ends and the user did not cancel, the ad is presented; the coins
///   come from the earn handler only.
/// - The presented ad is kept until it is dismissed or fails; then the next round starts
///   and the next ad loads.
@MainActor
open class BonusRoundViewController: UIViewController, FullScreenContentDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A game that offers a rewarded interstitial after a 3-second introduction the user can decline."
  }
  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// The ad unit the game loads.
  open class var adUnitID: String { GoogleTestAdUnits.rewardedInterstitial }
  /// How long the introduction counts down before the ad.
  open class var introLength: TimeInterval { 3 }

  /// The loaded ad, kept until it is dismissed.
  public var rewardedInterstitialAd: RewardedInterstitialAd?
  /// Whether a load is on its way.
  public var isLoading = false
  /// Whether the introduction or the ad is up.
  public var isOffering = false
  /// Whether the user declined the current offer.
  public var adCanceled = false
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  /// When the ad in hand loaded.
  public var loadTime: Date?
  /// How long a loaded ad lasts: about an hour, by Google's account.
  public static let adLifetime: TimeInterval = 3600
  /// The coins the player has earned.
  public private(set) var coins = 0
  /// The round being played.
  public private(set) var round = 1
  private var countdown: Timer?
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
    Task { await loadAd() }
  }

  /// Loads an ad unless one is held or on its way.
  open func loadAd() async {
    guard rewardedInterstitialAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      keep(try await RewardedInterstitialAd.load(with: Self.adUnitID, request: Request()))
    } catch {
      print("Rewarded interstitial failed to load: \(error.localizedDescription)")
    }
  }

  /// Keeps a loaded ad for the next round's end.
  open func keep(_ ad: RewardedInterstitialAd) {
    ad.fullScreenContentDelegate = self
    rewardedInterstitialAd = ad
    loadTime = now()
  }

  /// Lets go of an ad in hand that has outlived its lifetime, so it is never shown.
  open func dropStaleAd() {
    guard rewardedInterstitialAd != nil, let loadTime, now().timeIntervalSince(loadTime) >= Self.adLifetime else {
      return
    }
    rewardedInterstitialAd = nil
    self.loadTime = nil
  }

  /// The round ends: the natural break.
  open func gameOver() {
    guard !isOffering else { return }
    dropStaleAd()
    guard rewardedInterstitialAd != nil else {
      print("Ad wasn't ready")
      nextRound()
      return
    }
    offerAd()
  }

  /// Shows the introduction, then the ad unless the user declines.
  open func offerAd() {
    isOffering = true
    adCanceled = false
    let alert = UIAlertController(
      title: "Bonus coins", message: "Watch a short ad for 10 more coins. It starts in 3 seconds.",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "No, thanks", style: .cancel) { [weak self] _ in
        self?.adCanceled = true
      })
    present(alert, animated: true)
    countdown = Timer.scheduledTimer(withTimeInterval: Self.introLength, repeats: false) { [weak self] _ in
      self?.introEnded(alert)
    }
  }

  /// The countdown ended: the alert goes, and the ad shows unless the user declined or it
  /// went stale meanwhile.
  open func introEnded(_ alert: UIAlertController) {
    if presentedViewController === alert { alert.dismiss(animated: true) }
    // The ad may have outlived its lifetime during the countdown.
    dropStaleAd()
    guard !adCanceled, let ad = rewardedInterstitialAd else {
      isOffering = false
      nextRound()
      return
    }
    show(ad)
  }

  /// Presents the ad; the earn handler grants the coins.
  open func show(_ ad: RewardedInterstitialAd) {
    ad.present(from: self) { [weak self] in
      self?.earnCoins(ad.adReward.amount.intValue)
    }
  }

  /// Adds the coins the user earned.
  open func earnCoins(_ amount: Int) {
    coins += amount
  }

  /// Starts the next round and makes sure an ad is on its way.
  open func nextRound() {
    round += 1
    Task { await loadAd() }
  }

  /// Lets go of the spent ad and moves on.
  open func afterAd() {
    rewardedInterstitialAd = nil
    isOffering = false
    nextRound()
  }

  // MARK: FullScreenContentDelegate

  /// The ad could not be shown: no coins; the game moves on.
  open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    afterAd()
  }

  /// The user closed the ad: the game moves on.
  open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    afterAd()
  }
}
