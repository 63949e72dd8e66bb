import FakeGoogleMobileAds
import FakeUIKit

extension ClockRoundInterstitialTwice {
  /// The game screen: it plays a round against the clock, shows the loaded interstitial
  /// when the clock runs out, and starts the next round when the player taps Next round.
  final class RoundViewController: UIViewController, GADFullScreenContentDelegate {
    /// How long a round lasts, in seconds.
    static let roundLength: TimeInterval = 20
    /// How long a loaded interstitial stays fit to show, in seconds.
    static let adLifetime: TimeInterval = 3600
    /// Google's demo interstitial unit, used in debug and test builds.
    static let adUnitID = "ca-app-pub-3940256099942544/4411468910"

    /// The button that starts the next round once a round is over.
    let nextRoundButton = UIButton(type: .system)
    /// How many rounds have ended.
    private(set) var roundsFinished = 0
    /// Whether a round is being played.
    private(set) var isRoundRunning = false

    private let now: () -> Date
    private let clockLabel = UILabel()
    private let scoreLabel = UILabel()
    private var roundClock: Timer?
    private var interstitial: GADInterstitialAd?
    /// The interstitial on screen, kept until it is dismissed: the SDK holds its delegate
    /// weakly and the ad is lost if nothing holds it.
    private var presentedInterstitial: GADInterstitialAd?
    private var interstitialLoadedAt: Date?
    private var isLoadingInterstitial = false
    private var hasStartedPlaying = false

    /// Makes the screen; `now` tells the time, for the ads' one-hour lifetime.
    init(now: @escaping () -> Date = Date.init) {
      self.now = now
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      now = Date.init
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Word Sprint"
      view.backgroundColor = .systemBackground
      clockLabel.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
      clockLabel.textAlignment = .center
      scoreLabel.frame = CGRect(x: 20, y: 150, width: 280, height: 30)
      scoreLabel.textAlignment = .center
      nextRoundButton.frame = CGRect(x: 100, y: 220, width: 120, height: 44)
      nextRoundButton.setTitle("Next round", for: .normal)
      nextRoundButton.isHidden = true
      nextRoundButton.addAction(UIAction { [weak self] _ in self?.startRound() }, for: .touchUpInside)
      view.addSubview(clockLabel)
      view.addSubview(scoreLabel)
      view.addSubview(nextRoundButton)

      GADMobileAds.sharedInstance().start(completionHandler: nil)
      loadInterstitialIfNeeded()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !hasStartedPlaying else { return }
      hasStartedPlaying = true
      startRound()
    }

    // MARK: Rounds

    private func startRound() {
      nextRoundButton.isHidden = true
      isRoundRunning = true
      clockLabel.text = "Round \(roundsFinished + 1): \(Int(Self.roundLength)) s"
      loadInterstitialIfNeeded()
      roundClock?.invalidate()
      roundClock = Timer.scheduledTimer(withTimeInterval: Self.roundLength, repeats: false) { [weak self] _ in
        self?.roundClockRanOut()
      }
    }

    private func roundClockRanOut() {
      isRoundRunning = false
      roundsFinished += 1
      scoreLabel.text = "Rounds played: \(roundsFinished)"
      clockLabel.text = "Time's up!"
      if let ad = takeFreshInterstitial() {
        presentedInterstitial = ad
        ad.present(fromRootViewController: self)
      } else {
        offerNextRound()
      }
      // The bug (breaks gma.interstitial.single-presentation): the round clock is not stopped
      // for the break. The next round starts at once, under the ad, and loads the next ad;
      // when its clock runs out 20 s later it presents that ad over the one still on screen.
      startRound()
    }

    private func offerNextRound() {
      nextRoundButton.isHidden = false
      loadInterstitialIfNeeded()
    }

    // MARK: Interstitial

    private func loadInterstitialIfNeeded() {
      guard interstitial == nil, !isLoadingInterstitial else { return }
      isLoadingInterstitial = true
      GADInterstitialAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, error in
        guard let self else { return }
        self.isLoadingInterstitial = false
        guard let ad else {
          print("Interstitial failed to load: \(error?.localizedDescription ?? "no ad")")
          return
        }
        ad.fullScreenContentDelegate = self
        self.interstitial = ad
        self.interstitialLoadedAt = self.now()
      }
    }

    /// Hands over the loaded interstitial for showing, unless it has outlived its lifetime,
    /// in which case it is dropped and a new one is asked for.
    private func takeFreshInterstitial() -> GADInterstitialAd? {
      guard let ad = interstitial, let loadedAt = interstitialLoadedAt else { return nil }
      interstitial = nil
      interstitialLoadedAt = nil
      guard now().timeIntervalSince(loadedAt) < Self.adLifetime else {
        loadInterstitialIfNeeded()
        return nil
      }
      return ad
    }

    // MARK: GADFullScreenContentDelegate

    func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      print("Interstitial failed to present: \(error.localizedDescription)")
      if presentedInterstitial === ad { presentedInterstitial = nil }
      offerNextRound()
    }

    func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
      if presentedInterstitial === ad { presentedInterstitial = nil }
      offerNextRound()
    }
  }
}
