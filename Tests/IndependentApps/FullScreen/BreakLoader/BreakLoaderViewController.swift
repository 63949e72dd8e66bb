import FakeUIKit
import FakeGoogleMobileAds
// Foundation comes with FakeUIKit, as it comes with UIKit; importing it again would make
// `Timer` ambiguous with the fake that runs on the virtual clock.

/// The play screen of an arcade game in thirty-second rounds that asks for its
/// interstitial only when a break comes, and shows it the moment it arrives.
///
/// The game keeps its sibling's habits (the round clock, the "End round" button, a fresh
/// ad loaded after each one closes, a backed-off retry) but does not load ahead when the
/// screen opens: a break with nothing ready asks for an ad there and then, lets the next
/// round start, and puts the ad up from the load's completion whenever it lands.
final class BreakLoaderViewController: UIViewController, GADFullScreenContentDelegate {
  /// Google's demo interstitial unit, used in debug and test builds.
  static let adUnitID = "ca-app-pub-3940256099942544/4411468910"
  /// How long a round runs before its clock ends it.
  static let roundLength: TimeInterval = 30
  /// How long a loaded interstitial may be kept before it is too old to show.
  static let adLifetime: TimeInterval = 60 * 60

  /// How many rounds have ended so far.
  private(set) var roundsPlayed = 0
  /// Whether a round is being played.
  private(set) var isRoundRunning = false

  private let now: () -> Date
  private var interstitial: GADInterstitialAd?
  private var interstitialLoadedAt: Date?
  private var isLoadingAd = false
  private var isShowingAd = false
  private var showsAdOnArrival = false
  private var failedLoads = 0
  private var retryTimer: Timer?
  private var roundClock: Timer?

  private let roundLabel = UILabel()
  private var score = 0
  private(set) lazy var endRoundButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "End round") { [weak self] _ in self?.endRound() })

  /// Makes the screen; `now` tells the time the ad's age is measured with.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("BreakLoaderViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    for subview in [roundLabel, endRoundButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      roundLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      roundLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      endRoundButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
      endRoundButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    // No ad is asked for yet: the first one is fetched when the first break comes.
    startRound()
  }

  // MARK: Rounds

  private func startRound() {
    isRoundRunning = true
    roundLabel.text = "Round \(roundsPlayed + 1) · score \(score)"
    endRoundButton.isEnabled = true
    roundClock?.invalidate()
    roundClock = Timer.scheduledTimer(withTimeInterval: Self.roundLength, repeats: false) { [weak self] _ in
      self?.endRound()
    }
  }

  /// Ends the round in play, by its clock or by the player, and goes to the break.
  func endRound() {
    guard isRoundRunning else { return }
    isRoundRunning = false
    roundClock?.invalidate()
    roundClock = nil
    endRoundButton.isEnabled = false
    roundsPlayed += 1
    score += 10
    breakBetweenRounds()
  }

  private func breakBetweenRounds() {
    if !isShowingAd, let ad = interstitial, let loadedAt = interstitialLoadedAt {
      if now().timeIntervalSince(loadedAt) < Self.adLifetime {
        isShowingAd = true
        ad.present(fromRootViewController: self)
        return
      }
      interstitial = nil
      interstitialLoadedAt = nil
    }
    if !isShowingAd {
      // Nothing ready: ask for an ad now so this break "still gets one".
      showsAdOnArrival = true
      if retryTimer == nil { loadInterstitial() }
    }
    startRound()
  }

  // MARK: Ads

  private func loadInterstitial() {
    guard !isLoadingAd, interstitial == nil else { return }
    isLoadingAd = true
    GADInterstitialAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      self.isLoadingAd = false
      guard let ad else {
        self.failedLoads += 1
        self.scheduleRetry()
        return
      }
      self.failedLoads = 0
      ad.fullScreenContentDelegate = self
      self.interstitial = ad
      self.interstitialLoadedAt = self.now()
      // BUG (breaks gma.interstitial.not-shown-on-load): the ad goes up from the load
      // completion as soon as it lands, in the middle of the round that started after the
      // break, where the player is tapping away.
      if self.showsAdOnArrival && !self.isShowingAd {
        self.showsAdOnArrival = false
        self.isShowingAd = true
        ad.present(fromRootViewController: self)
      }
    }
  }

  /// Tries again after a failed load, waiting twice as long after each failure in a row.
  private func scheduleRetry() {
    let delay = min(5 * pow(2, Double(failedLoads - 1)), 300)
    retryTimer?.invalidate()
    retryTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
      self?.retryTimer = nil
      self?.loadInterstitial()
    }
  }

  private func adFinished() {
    isShowingAd = false
    interstitial = nil
    interstitialLoadedAt = nil
    loadInterstitial()
    if !isRoundRunning { startRound() }
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adFinished()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    adFinished()
  }
}
