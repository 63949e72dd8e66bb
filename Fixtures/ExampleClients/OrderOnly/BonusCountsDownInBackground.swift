import FakeGoogleMobileAds
import FakeUIKit

/// A bonus game that lets its introduction's countdown run on while the app is in the
/// background, and shows the ad at once on return when the countdown ran out meanwhile.
///
/// Leaving the app takes the introduction down and stops its timer, and the return
/// works out how much of the countdown is left from when it began. Time away counts as
/// time the introduction was up, so a user who left as the introduction came up comes
/// back to the ad itself, with no introduction to decline. A return before the countdown
/// ran out puts the introduction back, as it should. Every rule's scenario keeps the app
/// in the foreground around an introduction, so every check passes it; exploration finds
/// it breaking `gma.rewarded-interstitial.intro-before-ad` from a loaded ad, a round's
/// end, a trip to the background longer than the countdown, and the return.
open class BonusCountsDownInBackground: BonusRoundViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.rewarded-interstitial.intro-before-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus game whose introduction counts down in the background, so a return can go straight to the ad."
  }

  private var introTimer: Timer?
  private var introStartedAt: Date?
  private var interruptedIntro: UIAlertController?
  private var observers: [any NSObjectProtocol] = []

  /// Starts following the app's trips to the background.
  override open func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.interruptIntro() }
      })
    observers.append(
      center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.resumeIntro() }
      })
  }

  /// Shows the introduction with a countdown it can stop, noting when it began.
  override open func offerAd() {
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
    introStartedAt = now()
    introTimer = Timer.scheduledTimer(withTimeInterval: Self.introLength, repeats: false) { [weak self] _ in
      self?.introEnded(alert)
    }
  }

  /// The countdown ended: it is no longer running.
  override open func introEnded(_ alert: UIAlertController) {
    introTimer = nil
    introStartedAt = nil
    super.introEnded(alert)
  }

  /// The app leaves while the countdown runs: the timer stops and the introduction goes.
  public func interruptIntro() {
    guard let timer = introTimer, let alert = presentedViewController as? UIAlertController else { return }
    timer.invalidate()
    introTimer = nil
    interruptedIntro = alert
    alert.dismiss(animated: false)
  }

  /// The app is back: the ad shows at once if the countdown's time has passed, and the
  /// introduction comes back otherwise.
  public func resumeIntro() {
    guard let alert = interruptedIntro, let startedAt = introStartedAt else { return }
    interruptedIntro = nil
    dropStaleAd()
    if now().timeIntervalSince(startedAt) >= Self.introLength {
      introEnded(alert)
    } else {
      offerAd()
    }
  }
}
