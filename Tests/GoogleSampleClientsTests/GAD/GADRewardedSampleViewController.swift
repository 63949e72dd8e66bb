// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/RewardedVideoExample/RewardedVideoExample/ViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12),
//   class `ViewController`
//   renamed `GADRewardedSampleViewController`, its consent manager the GAD one.
// Linux edits:
// - import block swapped (`@preconcurrency import GoogleMobileAds`, `import UIKit` ->
//   `@preconcurrency import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the six outlets, `@IBAction` from `privacySettingsTapped(_:)`,
//   `adInspectorTapped(_:)`, `watchVideo(_:)` and `playAgain(_:)`, `@objc` from
//   `pauseGame()`, `resumeGame()` and `timerFireMethod(_:)`;
// - `loadView()` added: it builds the storyboard's views and connects the outlets;
// - the two `NotificationCenter.addObserver(_:selector:name:object:)` calls written as
//   `addObserver(forName:object:queue:using:)` on the main queue, each block calling the
//   same method inside `MainActor.assumeIsolated` (the blocks hold the screen weakly; their
//   tokens are kept, and `deinit` is as published);
// - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` written as
//   `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calling the same method.

@preconcurrency import FakeGoogleMobileAds
import FakeUIKit

/// A ten-second game that pays a coin at its end; then the user may watch a rewarded video
/// for more coins, or play again.
class GADRewardedSampleViewController: UIViewController, @preconcurrency GADFullScreenContentDelegate {

  enum GameState: NSInteger {
    case notStarted
    case playing
    case paused
    case ended
  }

  /// Coins for finishing a game.
  let gameOverReward = 1

  /// Seconds a game lasts.
  let gameLength = 10

  /// Coins earned so far.
  var coinCount = 0

  /// The rewarded ad, once loaded.
  var rewardedAd: GADRewardedAd?

  /// Ticks once a second while the game runs.
  var timer: Timer?

  /// Seconds left in the current game.
  var counter = 10

  /// Where the game is.
  var gameState = GameState.notStarted

  /// When the game was paused.
  var pauseDate: Date?

  /// The timer's next fire date when the game was paused.
  var previousFireDate: Date?

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  /// Shows the countdown.
  weak var gameText: UILabel!

  /// Starts the next game.
  weak var playAgainButton: UIButton!

  /// Offers the rewarded video.
  weak var watchVideoButton: UIButton!

  /// Shows the coins.
  weak var coinCountLabel: UILabel!

  /// The observers of the app's background and active notifications.
  private var observerTokens: [NSObjectProtocol] = []

  override func loadView() {
    super.loadView()
    let gameText = UILabel()
    let playAgainButton = UIButton()
    let watchVideoButton = UIButton()
    let coinCountLabel = UILabel()
    view.addSubview(gameText)
    view.addSubview(playAgainButton)
    view.addSubview(watchVideoButton)
    view.addSubview(coinCountLabel)
    self.gameText = gameText
    self.playAgainButton = playAgainButton
    self.watchVideoButton = watchVideoButton
    self.coinCountLabel = coinCountLabel
    let privacySettingsButton = UIBarButtonItem(title: "Privacy Settings")
    let adInspectorButton = UIBarButtonItem(title: "Ad Inspector")
    navigationItem.leftBarButtonItem = privacySettingsButton
    navigationItem.rightBarButtonItem = adInspectorButton
    self.privacySettingsButton = privacySettingsButton
    self.adInspectorButton = adInspectorButton
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    coinCountLabel.text = "Coins: \(self.coinCount)"

    // The game pauses in the background...
    observerTokens.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.pauseGame() }
      })

    // ...and goes on when the app is active again.
    observerTokens.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.resumeGame() }
      })

    GADGoogleMobileAdsConsentManager.shared.gatherConsent(from: self) { [weak self] consentError in
      guard let self else { return }

      self.startNewGame()

      if let consentError {
        print("Error: \(consentError.localizedDescription)")
      }

      if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
        self.startGoogleMobileAdsSDK()
      }

      self.privacySettingsButton.isEnabled =
        GADGoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
    }

    // Consent from an earlier launch lets ads load at once.
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      startGoogleMobileAdsSDK()
    }
  }

  private func startGoogleMobileAdsSDK() {
    DispatchQueue.main.async {
      guard !self.isMobileAdsStartCalled else { return }

      self.isMobileAdsStartCalled = true

      GADMobileAds.sharedInstance().start()
      Task {
        await self.loadRewardedAd()
      }
    }
  }

  func loadRewardedAd() async {
    do {
      rewardedAd = try await GADRewardedAd.load(
        withAdUnitID: "ca-app-pub-3940256099942544/1712485313", request: GADRequest())
      rewardedAd?.fullScreenContentDelegate = self
    } catch {
      print("[rewarded] load error: \(error)")
    }
  }

  // MARK: - Game

  fileprivate func startNewGame() {
    gameState = .playing
    counter = gameLength
    playAgainButton.isHidden = true
    watchVideoButton.isHidden = true

    gameText.text = String(counter)
    timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] timer in
      self?.timerFireMethod(timer)
    }
  }

  /// Stops the clock, keeping where it was.
  func pauseGame() {
    if gameState != .playing {
      return
    }
    gameState = .paused

    pauseDate = Date()
    previousFireDate = timer?.fireDate

    // The timer waits until the game resumes.
    timer?.fireDate = Date.distantFuture
  }

  /// Starts the clock again, shifted by the time paused.
  func resumeGame() {
    if gameState != .paused {
      return
    }
    gameState = .playing

    let pauseTime = (pauseDate?.timeIntervalSinceNow)! * -1

    timer?.fireDate = (previousFireDate?.addingTimeInterval(pauseTime))!
  }

  /// The timer's tick.
  func timerFireMethod(_ timer: Timer) {
    counter -= 1
    if counter > 0 {
      gameText.text = String(counter)
    } else {
      endGame()
    }
  }

  fileprivate func earnCoins(_ coins: NSInteger) {
    coinCount += coins
    coinCountLabel.text = "Coins: \(self.coinCount)"
  }

  fileprivate func endGame() {
    gameState = .ended
    gameText.text = "Game over!"
    playAgainButton.isHidden = false
    watchVideoButton.isHidden = false
    timer?.invalidate()
    timer = nil
    earnCoins(gameOverReward)
  }

  // MARK: - Buttons

  /// The privacy settings button: the game pauses while the form is up.
  func privacySettingsTapped(_ sender: UIBarButtonItem) {
    pauseGame()
    Task {
      do {
        try await GADGoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm(from: self)
        resumeGame()
      } catch {
        let alertController = UIAlertController(
          title: error.localizedDescription, message: "Please try again later.",
          preferredStyle: .alert)
        alertController.addAction(
          UIAlertAction(
            title: "OK", style: .cancel,
            handler: { _ in
              self.resumeGame()
            }))
        present(alertController, animated: true)
      }
    }
  }

  /// The ad inspector button.
  func adInspectorTapped(_ sender: UIBarButtonItem) {
    Task {
      do {
        try await GADMobileAds.sharedInstance().presentAdInspector(from: self)
      } catch {
        let alertController = UIAlertController(
          title: error.localizedDescription, message: "Please try again later.",
          preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alertController, animated: true)
      }
    }
  }

  /// The watch video button: shows the ad if one is loaded, else says none is.
  func watchVideo(_ sender: UIButton) {
    watchVideoButton.isHidden = true

    if let ad = rewardedAd {
      ad.present(fromRootViewController: self) {
        let reward = ad.adReward
        print("Reward received with currency \(reward.amount), amount \(reward.amount.doubleValue)")
        self.earnCoins(NSInteger(truncating: reward.amount))

      }
    } else {
      let alert = UIAlertController(
        title: "Rewarded ad isn't available yet.",
        message: "The rewarded ad cannot be shown at this time",
        preferredStyle: .alert)
      let alertAction = UIAlertAction(
        title: "OK",
        style: .cancel)
      alert.addAction(alertAction)
      self.present(alert, animated: true, completion: nil)
    }
  }

  /// The play again button: a new game, and the next ad.
  func playAgain(_ sender: AnyObject) {
    startNewGame()
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      Task {
        await loadRewardedAd()
      }
    }
  }

  // MARK: - GADFullScreenContentDelegate

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[rewarded] presenting")
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[rewarded] dismissed")
  }

  func ad(
    _ ad: GADFullScreenPresentingAd,
    didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("Rewarded ad failed to present with error: \(error.localizedDescription).")
    let alert = UIAlertController(
      title: "Rewarded ad failed to present",
      message: "The reward ad could not be presented.",
      preferredStyle: .alert)
    let alertAction = UIAlertAction(
      title: "Drat",
      style: .cancel)
    alert.addAction(alertAction)
    self.present(alert, animated: true, completion: nil)
  }

  // MARK: - deinit

  deinit {
    NotificationCenter.default.removeObserver(
      self,
      name: UIApplication.didEnterBackgroundNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self,
      name: UIApplication.didBecomeActiveNotification, object: nil)
  }
}
