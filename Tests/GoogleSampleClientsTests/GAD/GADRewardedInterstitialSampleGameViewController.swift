// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/RewardedInterstitialExample/RewardedInterstitialExample/GameViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12),
//   class `GameViewController`
//   renamed `GADRewardedInterstitialSampleGameViewController`, its consent manager the GAD one.
// Linux edits:
// - import block swapped (`@preconcurrency import GoogleMobileAds`, `import UIKit` ->
//   `@preconcurrency import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the five outlets, `@IBAction` from `privacySettingsTapped(_:)`,
//   `adInspectorTapped(_:)` and `playAgain(_:)`, `@objc` from `decrementTimeLeft(_:)`,
//   `pauseGame()` and `resumeGame()`;
// - `loadView()` added: it builds the storyboard's views and connects the outlets;
// - the two `NotificationCenter.addObserver(_:selector:name:object:)` calls written as
//   `addObserver(forName:object:queue:using:)` on the main queue, each block calling the
//   same method inside `MainActor.assumeIsolated` (the blocks hold the screen weakly; their
//   tokens are kept, and `deinit` is as published);
// - the two `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` calls
//   written as `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calling the same
//   method.

@preconcurrency import FakeGoogleMobileAds
import FakeUIKit

/// A five-second game; at its end an alert offers ten coins for a video that starts after
/// a three-second countdown unless the user says "No, thanks".
class GADRewardedInterstitialSampleGameViewController: UIViewController, @preconcurrency GADFullScreenContentDelegate {

  private enum GameState: Int {
    case notStarted
    case playing
    case paused
    case ended
  }

  /// Seconds a game lasts.
  private static let gameLength = 5

  /// Seconds the alert counts down before the ad.
  private static let adIntroLength = 3.0

  /// The rewarded interstitial, once loaded.
  private var rewardedInterstitialAd: GADRewardedInterstitialAd?

  /// Ticks once a second while the game runs.
  private var timer: Timer?

  /// Seconds left in the current game.
  private var timeLeft = gameLength

  /// Coins earned so far.
  private var coinCount = 0

  /// Where the game is.
  private var gameState = GameState.notStarted

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  /// Shows the seconds left.
  weak var gameText: UILabel!

  /// Starts the next game.
  weak var playAgainButton: UIButton!

  /// Shows the coins.
  weak var coinCountLabel: UILabel!

  /// The observers of the app's background and active notifications.
  private var observerTokens: [NSObjectProtocol] = []

  override func loadView() {
    super.loadView()
    let gameText = UILabel()
    let playAgainButton = UIButton()
    let coinCountLabel = UILabel()
    view.addSubview(gameText)
    view.addSubview(playAgainButton)
    view.addSubview(coinCountLabel)
    self.gameText = gameText
    self.playAgainButton = playAgainButton
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
        await self.loadRewardedInterstitialAd()
      }
    }
  }

  // MARK: - Game

  private func startNewGame() {
    gameState = .playing
    timeLeft = GADRewardedInterstitialSampleGameViewController.gameLength
    playAgainButton.isHidden = true
    updateTimeLeft()
    timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] timer in
      self?.decrementTimeLeft(timer)
    }
  }

  private func loadRewardedInterstitialAd() async {
    do {
      rewardedInterstitialAd = try await GADRewardedInterstitialAd.load(
        withAdUnitID: "ca-app-pub-3940256099942544/6978759866", request: GADRequest())
      rewardedInterstitialAd?.fullScreenContentDelegate = self
    } catch {
      print("Failed to load rewarded interstitial ad with error: \(error.localizedDescription)")
      playAgainButton.isHidden = false
    }
  }

  private func updateTimeLeft() {
    gameText.text = "\(timeLeft) seconds left!"
  }

  private func decrementTimeLeft(_ timer: Timer) {
    timeLeft -= 1
    updateTimeLeft()
    if timeLeft == 0 {
      endGame()
    }
  }

  private func earnCoins(_ coins: NSInteger) {
    coinCount += coins
    coinCountLabel.text = "Coins: \(self.coinCount)"
  }

  private func pauseGame() {
    guard gameState == .playing else {
      return
    }
    gameState = .paused

    // A paused game drops its timer.
    timer?.invalidate()
    timer = nil
  }

  private func resumeGame() {
    guard gameState == .paused else {
      return
    }
    gameState = .playing

    updateTimeLeft()
    timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] timer in
      self?.decrementTimeLeft(timer)
    }
  }

  private func endGame() {
    gameState = .ended
    self.earnCoins(1)
    timer?.invalidate()
    timer = nil

    // The offer counts down, then the video plays unless the user declined.
    var adCanceled = false
    let alert = UIAlertController(
      title: "Game Over!",
      message:
        "Watch an ad for 10 more coins. Video starting in \(Int(GADRewardedInterstitialSampleGameViewController.adIntroLength)) seconds",
      preferredStyle: .alert)
    let alertAction = UIAlertAction(
      title: "No, thanks",
      style: .cancel
    ) { action in
      adCanceled = true
      self.playAgainButton.isHidden = false
    }
    alert.addAction(alertAction)
    self.present(alert, animated: true) {
      DispatchQueue.main.asyncAfter(
        deadline: .now() + GADRewardedInterstitialSampleGameViewController.adIntroLength
      ) {
        self.dismiss(animated: true) {
          if !adCanceled {
            self.showRewardedInterstitialAd()
          }
        }
      }
    }
  }

  private func showRewardedInterstitialAd() {
    guard let ad = self.rewardedInterstitialAd else {
      print("Ad wasn't ready")
      return
    }

    ad.present(fromRootViewController: self) {
      let reward = ad.adReward
      print(
        "Reward received with currency \(reward.amount), amount \(reward.amount.doubleValue)"
      )
      self.earnCoins(reward.amount.intValue)
    }
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

  /// The play again button: a new game, and the next ad.
  func playAgain(_ sender: AnyObject) {
    startNewGame()
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      Task {
        await loadRewardedInterstitialAd()
      }
    }
  }

  // MARK: - GADFullScreenContentDelegate

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("Ad did present full screen content.")
  }

  func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error)
  {
    print("Ad failed to present full screen content with error \(error.localizedDescription).")
    self.rewardedInterstitialAd = nil
    self.playAgainButton.isHidden = false
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("Ad did dismiss full screen content.")
    self.rewardedInterstitialAd = nil
    self.playAgainButton.isHidden = false
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
