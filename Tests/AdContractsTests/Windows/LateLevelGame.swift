import AdContracts
import FakeGoogleMobileAds
import FakeUIKit

/// What a level game does in answer to an event, with the window the interstitial rules
/// give it.
enum InterstitialReaction: String, LateReaction {
  /// Loading the next ad after a dismissal, a failed presentation or a break with none.
  case reload
  /// Presenting the loaded ad at a break.
  case show
  /// Starting the next level at a break with no ad.
  case carryOn

  var window: Rule.Window {
    switch self {
    case .reload: .request
    case .show, .carryOn: .screen
    }
  }
}

/// A level game that keeps every Google interstitial rule but does what it does in answer
/// to an event late, by a factor of the window the rule grants.
final class LateLevelGame: UIViewController, FullScreenContentDelegate {
  /// How late each reaction comes.
  let lateness: Lateness<InterstitialReaction>
  /// The clock the game waits on.
  let clock: any Clock<Duration>
  private var interstitial: InterstitialAd?
  private var isLoading = false
  private var isShowingAd = false
  /// The level being played.
  private(set) var level = 1

  init(lateness: Lateness<InterstitialReaction>, clock: any Clock<Duration>) {
    self.lateness = lateness
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness.
  nonisolated static func subject(_ lateness: Lateness<InterstitialReaction>) -> Subject {
    .googleInterstitialScreen(
      "LateLevelGame[\(lateness)]", naturalBreak: { $0.endLevel() }, contentProgress: { $0.level },
      makeScreen: { context in LateLevelGame(lateness: lateness, clock: context.clock) })
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start()
    load()
  }

  private func later(_ reaction: InterstitialReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  /// Loads an ad unless one is held or coming.
  private func load() {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    InterstitialAd.load(with: GoogleTestAdUnits.interstitial, request: Request()) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      interstitial = ad
    }
  }

  /// The level ends: presents the ad late, or carries on late and loads late.
  func endLevel() {
    guard !isShowingAd else { return }
    if let ad = interstitial {
      isShowingAd = true
      later(.show) { [weak self] in
        guard let self else { return }
        ad.present(from: self)
      }
    } else {
      later(.carryOn) { [weak self] in self?.level += 1 }
      later(.reload) { [weak self] in self?.load() }
    }
  }

  private func moveOn() {
    interstitial = nil
    isShowingAd = false
    level += 1
    later(.reload) { [weak self] in self?.load() }
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    moveOn()
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    moveOn()
  }
}
