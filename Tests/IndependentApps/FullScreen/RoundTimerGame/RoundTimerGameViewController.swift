import FakeUIKit
import FakeGoogleMobileAds
// Foundation comes with FakeUIKit, as it comes with UIKit; importing it again would make
// `Timer` ambiguous with the fake that runs on the virtual clock.

/// The play screen of an arcade game whose rounds last thirty seconds on the game's own
/// clock; between two rounds it shows the interstitial it loaded during play.
///
/// A round ends when its clock runs out or when the player taps "End round". The ad is
/// loaded ahead (when the screen loads and after each ad closes), so the break only shows
/// what is already there; with nothing ready the next round starts at once.
final class RoundTimerGameViewController: UIViewController, GADFullScreenContentDelegate {
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
  private var failedLoads = 0
  private var retryTimer: Timer?
  private var roundClock: Timer?

  private let roundLabel = UILabel()
  private let scoreLabel = UILabel()
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
    fatalError("RoundTimerGameViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    for subview in [roundLabel, scoreLabel, endRoundButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      roundLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      roundLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      scoreLabel.topAnchor.constraint(equalTo: roundLabel.bottomAnchor, constant: 8),
      scoreLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      endRoundButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
      endRoundButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    loadInterstitial()
    startRound()
  }

  // MARK: Rounds

  private func startRound() {
    isRoundRunning = true
    roundLabel.text = "Round \(roundsPlayed + 1)"
    scoreLabel.text = "Score \(score)"
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
    showInterstitialOrPlayOn()
  }

  /// The break between rounds: the ready ad if there is a fresh one, else straight on.
  private func showInterstitialOrPlayOn() {
    if let ad = interstitial, let loadedAt = interstitialLoadedAt {
      if now().timeIntervalSince(loadedAt) < Self.adLifetime {
        ad.present(fromRootViewController: self)
        return
      }
      // Too old to show: drop it and fetch a fresh one for a later break.
      interstitial = nil
      interstitialLoadedAt = nil
      loadInterstitial()
    } else if !isLoadingAd && retryTimer == nil {
      loadInterstitial()
    }
    startRound()
  }

  // MARK: Ads

  private func loadInterstitial() {
    guard !isLoadingAd, interstitial == nil else { return }
    isLoadingAd = true
    GADInterstitialAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, error in
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
    interstitial = nil
    interstitialLoadedAt = nil
    loadInterstitial()
    startRound()
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adFinished()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    adFinished()
  }
}
