import FakeGoogleMobileAds
import FakeUIKit

/// A bonus game that takes its introduction down when the app leaves the foreground and
/// puts it back, from the start, when the app returns, even after the user declined it.
///
/// A declined offer stays open until its countdown ends, as in the conforming game, so a
/// trip to the background in those seconds finds an offer still running; the return then
/// shows a new introduction, which clears the decline, and presents the ad when it ends.
/// Every rule's scenario keeps the app in the foreground around an introduction, so
/// every check passes it; exploration finds it breaking
/// `gma.rewarded-interstitial.skipped-when-declined` from a loaded ad, a round's end, a
/// decline, a trip to the background and back, and the new countdown.
open class BonusReoffersAfterTripAway: BonusRoundViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] {
    ["gma.rewarded-interstitial.skipped-when-declined"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus game that puts a declined introduction back up when the app returns from the background."
  }

  private var introTimer: Timer?
  private var introWasInterrupted = false
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
        MainActor.assumeIsolated { self?.restartIntro() }
      })
  }

  /// Shows the introduction with a countdown it can stop.
  override open func offerAd() {
    isOffering = true
    adCanceled = false
    let alert = UIAlertController(
      title: "Bonus coins", message: "Watch a short ad for 10 more coins. It starts in 3 seconds.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "No, thanks", style: .cancel) { [weak self] _ in
      self?.adCanceled = true
    })
    present(alert, animated: true)
    introTimer = Timer.scheduledTimer(withTimeInterval: Self.introLength, repeats: false) { [weak self] _ in
      self?.introEnded(alert)
    }
  }

  /// The countdown ended: it is no longer running.
  override open func introEnded(_ alert: UIAlertController) {
    introTimer = nil
    super.introEnded(alert)
  }

  /// The app leaves while an offer runs: the countdown stops and the introduction goes.
  public func interruptIntro() {
    guard isOffering, let timer = introTimer else { return }
    timer.invalidate()
    introTimer = nil
    introWasInterrupted = true
    if presentedViewController is UIAlertController { dismiss(animated: false) }
  }

  /// The app is back: the interrupted offer starts again from the beginning.
  public func restartIntro() {
    guard introWasInterrupted else { return }
    introWasInterrupted = false
    offerAd()
  }
}
