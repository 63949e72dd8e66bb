import FakeiAd

/// A level-based game that shows a full-screen ad between levels, written as Swift 3 apps
/// wrote iAd code for iOS 7, on phones and iPads alike.
///
/// A teaching example that keeps every full-screen ad rule with the imported shapes of the
/// time:
/// - the file imports only iAd, the ad is an implicitly unwrapped property, and the delegate
///   methods take `ADInterstitialAd!` and `Error!`;
/// - from iOS 7 a phone shows full-screen ads too, so the game makes its ad on any device;
/// - at the end of a level it presents the ad if `isLoaded`, and otherwise goes straight on;
/// - the game stays paused while the ad is up and goes on once it unloads; an unloaded or
///   failed ad is released and a new one made, the error printed, never shown;
/// - an ad's action pauses the game and it is restored afterwards, also when an incoming
///   call cancels the action.
open class Swift3LevelViewController: UIViewController, ADInterstitialAdDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A Swift 3-style iOS 7 game showing a full-screen ad between levels on any device; delegate methods take ADInterstitialAd!."
  }

  /// The ad for the next break.
  public var interstitialAd: ADInterstitialAd!
  /// The level being played, from 1.
  public var level = 1
  /// Whether the game runs.
  public var isGameRunning = true
  /// Bytes of decoded level textures, reloaded when needed.
  public var textureCacheBytes = 6 << 20
  var wasRunningBeforeAction = true
  var adIsShowing = false

  /// Creates the game.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Asks for the first ad.
  open override func viewDidLoad() {
    super.viewDidLoad()
    cycleInterstitial()
  }

  /// Drops the texture cache.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    textureCacheBytes = 0
  }

  func cycleInterstitial() {
    interstitialAd?.delegate = nil
    interstitialAd = ADInterstitialAd()
    interstitialAd.delegate = self
  }

  /// The level is over: show the ad if it is ready, otherwise start the next level.
  open func levelCompleted() {
    isGameRunning = false
    if interstitialAd != nil && interstitialAd.isLoaded {
      adIsShowing = true
      interstitialAd.present(from: self)
    } else {
      nextLevel()
    }
  }

  func nextLevel() {
    level += 1
    isGameRunning = true
  }

  /// A call comes in: the ad gives way and the game is restored.
  open func phoneCallArrived() {
    guard interstitialAd != nil, interstitialAd.isActionInProgress else { return }
    interstitialAd.cancelAction()
    isGameRunning = wasRunningBeforeAction
  }

  // MARK: ADInterstitialAdDelegate, as iAd's headers import into Swift 3

  /// The ad is spent: make the next one and go on.
  open func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd!) {
    cycleInterstitial()
    if adIsShowing {
      adIsShowing = false
      nextLevel()
    }
  }

  /// Prints the error, makes a new ad and goes on.
  open func interstitialAd(_ interstitialAd: ADInterstitialAd!, didFailWithError error: Error!) {
    print("interstitial failed: \(error.localizedDescription)")
    self.interstitialAd.delegate = nil
    self.interstitialAd = nil
    if adIsShowing {
      adIsShowing = false
      nextLevel()
    }
  }

  /// Does nothing: the ad waits for the end of the level.
  open func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd!) {}

  /// Lets the ad open, pausing the game when the ad stays in the app.
  open func interstitialAdActionShouldBegin(_ interstitialAd: ADInterstitialAd!, willLeaveApplication willLeave: Bool)
    -> Bool
  {
    if !willLeave {
      wasRunningBeforeAction = isGameRunning
      isGameRunning = false
    }
    return true
  }

  /// Restores the game.
  open func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd!) {
    isGameRunning = wasRunningBeforeAction
  }
}
