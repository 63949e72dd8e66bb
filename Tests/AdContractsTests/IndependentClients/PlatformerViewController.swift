import FakeUIKit
import FakeiAd
import Foundation

/// Independent full-screen client (pad, modal): a platform game that checks `isLoaded` at
/// the end of each level, after its "Level complete!" card.
///
/// When the player clears a level the game shows its score card for 1.5 s (on the clock it
/// is given), then presents the ad modally if one has loaded, and otherwise starts the
/// next level. The game loop stops for the card and the ad, and for an ad action; the next
/// level starts once a shown ad unloads. The ad object is made when the game first appears,
/// again in the unload callback, and, after a failure, at the start of the next level.
/// Errors go to the game's log only.
///
/// Intended to keep every full-screen ad rule that applies to modal ads.
final class PlatformerViewController: UIViewController, ADInterstitialAdDelegate {
  enum Phase {
    case playing, levelCard, watchingAd
  }

  private let clock: any Clock<Duration>
  private(set) var level = 1
  private(set) var phase = Phase.playing
  private var interstitial: ADInterstitialAd?
  private var heldForAdAction = false
  private var levelCard: Task<Void, Never>?
  /// Ad errors, for the developer.
  private(set) var log: [String] = []
  /// Decoded tile sets (the memory probe).
  private(set) var tileSetBytes = 16_000_000

  /// Whether the game loop runs (the activities probe).
  var isGameLoopRunning: Bool { phase == .playing && !heldForAdAction }

  init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    prepareInterstitial()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    tileSetBytes = 0
  }

  /// The player reaches the flag at the end of the level.
  func levelCleared() {
    guard phase == .playing else { return }
    phase = .levelCard
    let clock = self.clock
    levelCard = Task { [weak self] in
      try? await clock.sleep(for: .milliseconds(1500))
      self?.levelCardDismissed()
    }
  }

  private func levelCardDismissed() {
    levelCard = nil
    if let interstitial, interstitial.isLoaded {
      phase = .watchingAd
      interstitial.present(from: self)
    } else {
      startLevel(level + 1)
    }
  }

  private func startLevel(_ number: Int) {
    level = number
    phase = .playing
    prepareInterstitial()
  }

  private func prepareInterstitial() {
    guard UIDevice.current.userInterfaceIdiom == .pad, interstitial == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    interstitial = ad
  }

  /// A friend's multiplayer invite arrives: it needs the player now.
  func inviteArrived() {
    guard let interstitial, interstitial.isActionInProgress else { return }
    interstitial.cancelAction()
    heldForAdAction = false
  }

  // MARK: ADInterstitialAdDelegate

  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    interstitialAd.delegate = nil
    interstitial = nil
    if phase == .watchingAd {
      startLevel(level + 1)
    } else {
      prepareInterstitial()
    }
  }

  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    log.append("interstitial failed: \(error)")
    interstitialAd.delegate = nil
    interstitial = nil
    if phase == .watchingAd { startLevel(level + 1) }
  }

  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave { heldForAdAction = true }
    return true
  }

  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    heldForAdAction = false
  }
}
