// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/InterstitialExample/InterstitialExample/ViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12),
//   class `ViewController`
//   renamed `GADInterstitialSampleViewController`, its consent manager the GAD one.
// Linux edits:
// - import block swapped (`@preconcurrency import GoogleMobileAds`, `import UIKit` ->
//   `@preconcurrency import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from the six outlets, `@IBAction` from `privacySettingsTapped(_:)`,
//   `adInspectorTapped(_:)` and `playAgain(_:)`, `@objc` from `decrementTimeLeft(_:)`,
//   `pauseGame()` and `resumeGame()`;
// - `loadView()` added: it builds the storyboard's views and connects the outlets;
// - the two `NotificationCenter.addObserver(_:selector:name:object:)` calls written as
//   `addObserver(forName:object:queue:using:)` on the main queue, each block calling the
//   same method inside `MainActor.assumeIsolated` (the blocks hold the screen weakly; their
//   tokens are kept, and `deinit` is as published);
// - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` written as
//   `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calling the same method.

@preconcurrency import FakeGoogleMobileAds
import FakeUIKit

/// A five-second game; when it ends, a Game Over alert, and its OK button shows the
/// interstitial loaded while the user played.
class GADInterstitialSampleViewController: UIViewController, @preconcurrency GADFullScreenContentDelegate {

  enum GameState: NSInteger {
    case notStarted
    case playing
    case paused
    case ended
  }

  /// How many seconds a game lasts.
  static let gameLength = 5

  /// The interstitial, once loaded.
  var interstitial: GADInterstitialAd?

  /// Ticks once a second while the game runs.
  var timer: Timer?

  /// Seconds left in the current game.
  var timeLeft = gameLength

  /// Where the game is.
  var gameState = GameState.notStarted

  /// When the game was paused.
  var pauseDate: Date?

  /// The timer's next fire date when the game was paused.
  var previousFireDate: Date?

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  /// The game's container.
  weak var gameView: UIView!

  /// Spins while consent is gathered.
  weak var loadingSpinner: UIActivityIndicatorView!

  /// Opens the privacy options.
  weak var privacySettingsButton: UIBarButtonItem!

  /// Shows the seconds left.
  weak var gameText: UILabel!

  /// Starts the next game.
  weak var playAgainButton: UIButton!

  /// Opens the ad inspector.
  weak var adInspectorButton: UIBarButtonItem!

  /// The observers of the app's background and active notifications.
  private var observerTokens: [NSObjectProtocol] = []

  override func loadView() {
    super.loadView()
    let gameView = UIView()
    let loadingSpinner = UIActivityIndicatorView()
    let gameText = UILabel()
    let playAgainButton = UIButton()
    view.addSubview(gameView)
    view.addSubview(loadingSpinner)
    gameView.addSubview(gameText)
    gameView.addSubview(playAgainButton)
    self.gameView = gameView
    self.loadingSpinner = loadingSpinner
    self.gameText = gameText
    self.playAgainButton = playAgainButton
    let privacySettingsButton = UIBarButtonItem(title: "Privacy Settings")
    let adInspectorButton = UIBarButtonItem(title: "Ad Inspector")
    navigationItem.leftBarButtonItem = privacySettingsButton
    navigationItem.rightBarButtonItem = adInspectorButton
    self.privacySettingsButton = privacySettingsButton
    self.adInspectorButton = adInspectorButton
  }

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

  override func viewDidLoad() {
    super.viewDidLoad()

    // The spinner shows only if consent takes more than a second.
    let loadingSpinnerWorkItem = DispatchWorkItem {
      self.loadingSpinner.startAnimating()
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1), execute: loadingSpinnerWorkItem)

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

      loadingSpinnerWorkItem.cancel()
      self.loadingSpinner.stopAnimating()

      // Fade the game in.
      UIView.animate(withDuration: 0.25) {
        self.gameView.alpha = 1
      }

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
        await self.loadInterstitial()
      }
    }
  }

  // MARK: - Game

  fileprivate func startNewGame() {
    gameState = .playing
    timeLeft = GADInterstitialSampleViewController.gameLength
    playAgainButton.isHidden = true
    updateTimeLeft()
    timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] timer in
      self?.decrementTimeLeft(timer)
    }
  }

  fileprivate func loadInterstitial() async {
    do {
      interstitial = try await GADInterstitialAd.load(
        withAdUnitID: "ca-app-pub-3940256099942544/4411468910", request: GADRequest())
      interstitial?.fullScreenContentDelegate = self
    } catch {
      print("Failed to load interstitial ad with error: \(error.localizedDescription)")
    }
  }

  fileprivate func updateTimeLeft() {
    gameText.text = "\(timeLeft) seconds left!"
  }

  /// The timer's tick.
  func decrementTimeLeft(_ timer: Timer) {
    timeLeft -= 1
    updateTimeLeft()
    if timeLeft == 0 {
      endGame()
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

  fileprivate func endGame() {
    gameState = .ended
    timer?.invalidate()
    timer = nil

    let alert = UIAlertController(
      title: "Game Over",
      message: "You lasted \(GADInterstitialSampleViewController.gameLength) seconds",
      preferredStyle: .alert)
    let alertAction = UIAlertAction(
      title: "OK",
      style: .cancel,
      handler: { [weak self] action in
        if let ad = self?.interstitial {
          ad.present(fromRootViewController: self!)
        } else {
          print("Ad wasn't ready")
        }
        self?.playAgainButton.isHidden = false
      })
    alert.addAction(alertAction)
    self.present(alert, animated: true, completion: nil)
  }

  // MARK: - Buttons

  /// The play again button.
  func playAgain(_ sender: AnyObject) {
    startNewGame()

    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      Task {
        await loadInterstitial()
      }
    }
  }

  // MARK: - GADFullScreenContentDelegate

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("Ad will present full screen content.")
  }

  func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error)
  {
    print("Ad failed to present full screen content with error \(error.localizedDescription).")
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("Ad did dismiss full screen content.")
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
