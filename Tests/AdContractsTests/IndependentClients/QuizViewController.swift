import FakeUIKit
import FakeiAd
import Foundation

/// Independent full-screen client (pad, modal): a quiz app whose ads belong to a presenter
/// object; the quiz only asks it, at the end of each quiz, whether it can show one.
///
/// The presenter makes one ad at a time (on an iPad only), answers `presentIfReady(from:)`
/// by checking `isLoaded`, and when the ad is spent (unloaded or failed) drops it and
/// reloads from a closure: at once after an unload, thirty seconds later after a failure.
/// It tells the quiz through closures when a shown ad has gone. The quiz's countdown stops
/// when its view disappears under the modal ad and when an ad action covers it, and is
/// restored after; a quiz-duel challenge is the urgent event that cancels an action.
///
/// Intended to keep every full-screen ad rule that applies to modal ads.
final class QuizViewController: UIViewController {
  let presenter: InterstitialPresenter
  /// Which quiz the player is on (the progress probe).
  private(set) var quizNumber = 1
  /// Whether the player is answering (between two quizzes, nothing runs).
  private(set) var isAnswering = true
  private var isOnScreen = false
  private var pausedForAdAction = false
  /// Question artwork kept in memory (the memory probe).
  private(set) var questionArtBytes = 9_000_000

  /// Whether the quiz countdown is running (the activities probe).
  var isCountdownRunning: Bool { isAnswering && isOnScreen && !pausedForAdAction }

  init(clock: any Clock<Duration>) {
    presenter = InterstitialPresenter(clock: clock)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.adDidGoAway = { [weak self] in self?.startNextQuiz() }
    presenter.actionWillCover = { [weak self] in
      guard let self else { return false }
      let wasRunning = isCountdownRunning
      pausedForAdAction = true
      return wasRunning
    }
    presenter.actionDidEnd = { [weak self] _ in self?.pausedForAdAction = false }
    presenter.prepare()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    isOnScreen = true
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    isOnScreen = false
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    questionArtBytes = 0
  }

  /// The player answered the last question: a natural break.
  func finishQuiz() {
    guard isAnswering else { return }
    isAnswering = false
    if !presenter.presentIfReady(from: self) {
      startNextQuiz()
    }
  }

  func startNextQuiz() {
    quizNumber += 1
    isAnswering = true
  }

  /// Another player challenges this one to a duel: it needs an answer now.
  func duelChallengeArrived() {
    if presenter.cancelActionIfAny() {
      pausedForAdAction = false  // no callback comes after a cancel
    }
  }
}

/// Owns the app's full-screen ad and presents it when asked.
@MainActor
final class InterstitialPresenter: NSObject, ADInterstitialAdDelegate {
  private var interstitial: ADInterstitialAd?
  private var isShowing = false
  private let clock: any Clock<Duration>
  private var reload: (() -> Void)?
  /// Called when an ad that was on show has gone.
  var adDidGoAway: (() -> Void)?
  /// Called before an ad action covers the app; returns whether something was paused.
  var actionWillCover: (() -> Bool)?
  /// Called when the action is over.
  var actionDidEnd: ((Bool) -> Void)?
  /// The last ad error, for the log only.
  private(set) var lastError: (any Error)?

  init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init()
    reload = { [weak self] in self?.prepare() }
  }

  /// Makes the next ad, if this is an iPad and none is on its way.
  func prepare() {
    guard UIDevice.current.userInterfaceIdiom == .pad, interstitial == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    interstitial = ad
  }

  /// Presents the ad modally if it has loaded; returns whether it did.
  @discardableResult
  func presentIfReady(from viewController: UIViewController) -> Bool {
    guard let ad = interstitial, ad.isLoaded else { return false }
    isShowing = true
    ad.present(from: viewController)
    return true
  }

  /// Cancels an ad action in progress; returns whether there was one.
  func cancelActionIfAny() -> Bool {
    guard let ad = interstitial, ad.isActionInProgress else { return false }
    ad.cancelAction()
    return true
  }

  private func discard(_ ad: ADInterstitialAd) {
    ad.delegate = nil
    if interstitial === ad { interstitial = nil }
    if isShowing {
      isShowing = false
      adDidGoAway?()
    }
  }

  // MARK: ADInterstitialAdDelegate

  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    discard(interstitialAd)
    let reload = self.reload
    Task { reload?() }
  }

  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    lastError = error
    discard(interstitialAd)
    let reload = self.reload
    let clock = self.clock
    Task {
      try? await clock.sleep(for: .seconds(30))
      reload?()
    }
  }

  private var pausedForAction = false

  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave { pausedForAction = actionWillCover?() ?? false }
    return true
  }

  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    actionDidEnd?(pausedForAction)
    pausedForAction = false
  }
}
