import FakeGoogleMobileAds
import FakeUIKit

/// The countdown screen shown before a rewarded interstitial, in the shape of the dialog in
/// Google's rewarded interstitial sample: a label counting down from five and a Skip
/// button.
@MainActor
protocol AdIntroDelegate: AnyObject {
  func introDidFinish(_ intro: AdIntroViewController)
  func introWasSkipped(_ intro: AdIntroViewController)
}

/// The introduction: it counts down, then tells its delegate, unless the user skips.
final class AdIntroViewController: UIViewController {
  weak var delegate: AdIntroDelegate?
  let countdownLabel = UILabel()
  private(set) var secondsLeft = 5
  private var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(countdownLabel)
    countdownLabel.text = "Video starting in \(secondsLeft)..."
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  private func tick() {
    secondsLeft -= 1
    countdownLabel.text = "Video starting in \(secondsLeft)..."
    guard secondsLeft <= 0 else { return }
    timer?.invalidate()
    timer = nil
    delegate?.introDidFinish(self)
  }

  /// The Skip button.
  func skipTapped() {
    timer?.invalidate()
    timer = nil
    delegate?.introWasSkipped(self)
  }
}

/// Independent Google rewarded interstitial client: a racing game that offers bonus fuel
/// after each race with the countdown dialog of Google's sample, written with the v12
/// names.
///
/// At a race's end with an ad loaded, the dialog counts down five seconds; when it ends
/// the dialog goes and the ad shows; Skip dismisses it and the next race starts. Fuel is
/// granted only in the earn handler. A dismissed or failed ad is dropped and the next ad
/// loads; an ad held an hour is dropped rather than offered.
///
/// Intended to keep every Google rewarded interstitial rule.
final class RacingViewController: UIViewController, FullScreenContentDelegate, AdIntroDelegate {
  private(set) var fuel = 0
  private(set) var race = 1
  private var rewardedInterstitialAd: RewardedInterstitialAd?
  private var loadTime: Date?
  private var isLoading = false
  private var isOffering = false
  private let now: @MainActor @Sendable () -> Date

  init(now: @escaping @MainActor @Sendable () -> Date) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  var isIntroShowing: Bool { presentedViewController is AdIntroViewController }

  override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start(completionHandler: nil)
    Task { await loadRewardedInterstitialAd() }
  }

  func loadRewardedInterstitialAd() async {
    guard rewardedInterstitialAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await RewardedInterstitialAd.load(with: "ca-app-pub-3940256099942544/6978759866", request: Request())
      ad.fullScreenContentDelegate = self
      rewardedInterstitialAd = ad
      loadTime = now()
    } catch {
      print("Failed to load rewarded interstitial ad with error: \(error.localizedDescription)")
    }
  }

  /// The race ends: the natural break.
  func raceFinished() {
    guard !isOffering else { return }
    if let loadTime, now().timeIntervalSince(loadTime) >= 3600 {
      rewardedInterstitialAd = nil
      self.loadTime = nil
    }
    guard rewardedInterstitialAd != nil else {
      nextRace()
      return
    }
    isOffering = true
    let intro = AdIntroViewController()
    intro.delegate = self
    present(intro, animated: true)
  }

  /// The user taps Skip on the dialog.
  func skipIntro() {
    (presentedViewController as? AdIntroViewController)?.skipTapped()
  }

  func introDidFinish(_ intro: AdIntroViewController) {
    intro.dismiss(animated: true)
    guard let ad = rewardedInterstitialAd else {
      finishOffer()
      return
    }
    ad.present(from: self) {
      self.fuel += ad.adReward.amount.intValue
    }
  }

  func introWasSkipped(_ intro: AdIntroViewController) {
    intro.dismiss(animated: true)
    isOffering = false
    nextRace()
  }

  private func nextRace() {
    race += 1
    Task { await loadRewardedInterstitialAd() }
  }

  private func finishOffer() {
    rewardedInterstitialAd = nil
    loadTime = nil
    isOffering = false
    nextRace()
  }

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    finishOffer()
  }

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    finishOffer()
  }
}
