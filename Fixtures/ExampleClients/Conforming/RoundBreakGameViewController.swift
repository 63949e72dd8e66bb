import FakeUIKit
import FakeiAd
import Foundation

/// A puzzle game that shows a full-screen ad between two rounds: the transitional way.
///
/// A teaching example that keeps every full-screen ad rule:
/// - it makes one ad object at a time, and only on an iPad;
/// - at the end of a round it presents the ad modally if `isLoaded`, and otherwise starts
///   the next round at once;
/// - the game is paused while the ad is up and the next round starts once it unloads;
/// - when the ad unloads or fails, the object is released and a new one is made;
///   errors are logged, never shown to the player;
/// - during an ad's action the game stays paused and is restored afterwards, whether the
///   action finished, was cancelled for an incoming call (no callback comes then) or
///   refused.
open class RoundBreakGameViewController: UIViewController, ADInterstitialAdDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// The rules only exploration finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A game that shows a full-screen ad between rounds, modally, only when one is loaded."
  }

  /// The ad for the next break, while there is one.
  public internal(set) var ad: ADInterstitialAd?
  /// The round being played, from 1.
  public internal(set) var round = 1
  /// Whether the game's clock and animations run.
  public internal(set) var isPlaying = true
  /// Bytes of decoded puzzle art, cheap to rebuild.
  public internal(set) var artCacheBytes = 8 << 20
  var wasPlayingBeforeAction = true
  var isShowingAd = false
  /// What the client logged, such as ad errors it kept from the player.
  public internal(set) var log: [String] = []

  /// Creates the game.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Makes the first ad.
  open override func viewDidLoad() {
    super.viewDidLoad()
    makeAd()
  }

  /// Drops the puzzle art cache.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    artCacheBytes = 0
  }

  /// Makes a new ad object, on an iPad only.
  func makeAd() {
    guard UIDevice.current.userInterfaceIdiom == .pad, ad == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }

  /// Drops the ad object for good.
  func releaseAd() {
    ad?.delegate = nil
    ad = nil
  }

  /// The round is over: show the ad if one is ready, otherwise go straight on.
  open func finishRound() {
    isPlaying = false
    if let ad, ad.isLoaded {
      isShowingAd = true
      ad.present(from: self)
    } else {
      startNextRound()
    }
  }

  func startNextRound() {
    round += 1
    isPlaying = true
  }

  /// A call comes in: cancel the ad's action and restore the game, since no callback comes.
  open func handleIncomingCall() {
    guard let ad, ad.isActionInProgress else { return }
    ad.cancelAction()
    isPlaying = wasPlayingBeforeAction
  }

  // MARK: ADInterstitialAdDelegate

  /// The ad is spent: release it, make the next one, and go on with the game.
  open func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    releaseAd()
    makeAd()
    if isShowingAd {
      isShowingAd = false
      startNextRound()
    }
  }

  /// Does nothing: the loaded ad waits for the end of the round.
  open func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {}

  /// Logs the error, releases the ad and goes on; the player sees nothing.
  open func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    log.append("ad failed: \(error)")
    releaseAd()
    if isShowingAd {
      isShowingAd = false
      startNextRound()
    }
  }

  /// Allows the action, pausing first when it will cover the game.
  open func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave {
      wasPlayingBeforeAction = isPlaying
      isPlaying = false
    }
    return true
  }

  /// Restores what the action paused.
  open func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    isPlaying = wasPlayingBeforeAction
  }
}
