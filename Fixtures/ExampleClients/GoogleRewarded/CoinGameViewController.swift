import FakeGoogleMobileAds
import FakeUIKit

/// A game that offers coins for watching a Google rewarded ad, in the shape of Google's
/// rewarded sample with the v12 names and the async load.
///
/// - The view starts the SDK once and loads the first ad.
/// - The ad is shown only when the user taps Watch video; without one loaded the user is
///   told it is not ready yet and a load starts.
/// - Coins are granted inside the earn handler, from the ad's reward, and nowhere else:
///   not on the dismissal, which may come before or after the reward, nor on a failed
///   presentation.
/// - The presented ad is kept until it is dismissed or fails; then the next one loads.
@MainActor
open class CoinGameViewController: UIViewController, FullScreenContentDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A game that grants coins from a rewarded ad's earn handler when the user asks to watch."
  }
  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// The ad unit the game loads.
  open class var adUnitID: String { GoogleTestAdUnits.rewarded }

  /// The loaded ad, kept until it is dismissed.
  public var rewardedAd: RewardedAd?
  /// Whether a load is on its way.
  public var isLoading = false
  /// Whether an ad covers the game now.
  public var isShowingAd = false
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  /// When the ad in hand loaded.
  public var loadTime: Date?
  /// How long a loaded ad lasts: about an hour, by Google's account.
  public static let adLifetime: TimeInterval = 3600
  /// The coins the player has earned.
  public private(set) var coins = 0
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
    Task { await loadRewardedAd() }
  }

  /// Loads an ad unless one is held or on its way.
  open func loadRewardedAd() async {
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      keep(try await RewardedAd.load(with: Self.adUnitID, request: Request()))
    } catch {
      print("Rewarded ad failed to load: \(error.localizedDescription)")
    }
  }

  /// Keeps a loaded ad for the user's next request.
  open func keep(_ ad: RewardedAd) {
    ad.fullScreenContentDelegate = self
    rewardedAd = ad
    loadTime = now()
  }

  /// Lets go of an ad in hand that has outlived its lifetime, so it is never shown.
  open func dropStaleAd() {
    guard rewardedAd != nil, let loadTime, now().timeIntervalSince(loadTime) >= Self.adLifetime else { return }
    rewardedAd = nil
    self.loadTime = nil
  }

  /// The user taps Watch video.
  open func watchVideo() {
    guard !isShowingAd else { return }
    dropStaleAd()
    if let ad = rewardedAd {
      show(ad)
    } else {
      print("Rewarded ad isn't available yet.")
      Task { await loadRewardedAd() }
    }
  }

  /// Presents the ad; the earn handler grants the coins.
  open func show(_ ad: RewardedAd) {
    isShowingAd = true
    ad.present(from: self) { [weak self] in
      self?.earnCoins(ad.adReward.amount.intValue)
    }
  }

  /// Adds the coins the user earned.
  open func earnCoins(_ amount: Int) {
    coins += amount
  }

  /// Lets go of the spent ad and loads the next.
  open func afterAd() {
    rewardedAd = nil
    isShowingAd = false
    Task { await loadRewardedAd() }
  }

  // MARK: FullScreenContentDelegate

  /// The ad could not be shown: no coins; the next ad loads.
  open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    print("Rewarded ad failed to present.")
    afterAd()
  }

  /// The user closed the ad: the next ad loads.
  open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    afterAd()
  }
}
