// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/SplashViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12), class
//   `SplashViewController` renamed `GADAppOpenSampleSplashViewController`, its manager and
//   consent manager the GAD ones.
// Linux edits:
// - import block swapped (`import GoogleMobileAds`, `import UIKit` ->
//   `import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBOutlet` dropped from `splashScreenLabel`, `@objc` from `decrementCounter()`;
// - `loadView()` added: it builds the storyboard's label and connects the outlet;
// - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` written as
//   `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calling the same method.

import FakeGoogleMobileAds
import FakeUIKit

/// The launch screen: a five-second countdown while consent is gathered and the first app
/// open ad loads; then the ad if one is ready, and the main screen.
class GADAppOpenSampleSplashViewController: UIViewController, GADAppOpenSampleAdManagerDelegate {
  /// Seconds until the app is done loading.
  var secondsRemaining: Int = 5

  /// Ticks once a second.
  var countdownTimer: Timer?

  /// Whether the SDK was started already.
  private var isMobileAdsStartCalled = false

  /// Shows the countdown.
  weak var splashScreenLabel: UILabel!

  override func loadView() {
    super.loadView()
    let splashScreenLabel = UILabel()
    view.addSubview(splashScreenLabel)
    self.splashScreenLabel = splashScreenLabel
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    GADAppOpenSampleAdManager.shared.appOpenAdManagerDelegate = self
    startTimer()

    GADGoogleMobileAdsConsentManager.shared.gatherConsent(from: self) {
      [weak self] consentError in
      guard let self else { return }

      if let consentError {
        print("Error: \(consentError.localizedDescription)")
      }

      if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
        self.startGoogleMobileAdsSDK()
      }

      // A countdown that ran out while the form was up goes straight to the app.
      if self.secondsRemaining <= 0 {
        self.startMainScreen()
      }
    }

    // Consent from an earlier launch lets the ad load at once.
    if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
      startGoogleMobileAdsSDK()
    }
  }

  /// The countdown's tick; at zero the ad shows if it can.
  func decrementCounter() {
    secondsRemaining -= 1
    guard secondsRemaining <= 0 else {
      splashScreenLabel.text = "App is done loading in: \(secondsRemaining)"
      return
    }

    splashScreenLabel.text = "Done."
    countdownTimer?.invalidate()
    GADAppOpenSampleAdManager.shared.showAdIfAvailable()
  }

  private func startGoogleMobileAdsSDK() {
    DispatchQueue.main.async {
      guard !self.isMobileAdsStartCalled else { return }

      self.isMobileAdsStartCalled = true

      GADMobileAds.sharedInstance().start()

      // The first ad loads while the countdown runs.
      Task {
        await GADAppOpenSampleAdManager.shared.loadAd()
      }
    }
  }

  /// Starts the countdown.
  func startTimer() {
    splashScreenLabel.text = "App is done loading in: \(secondsRemaining)"

    countdownTimer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) {
      [weak self] _ in
      self?.decrementCounter()
    }
  }

  /// Replaces the splash with the main navigation stack.
  func startMainScreen() {
    GADAppOpenSampleAdManager.shared.appOpenAdManagerDelegate = nil
    let mainStoryBoard = UIStoryboard(name: "Main", bundle: nil)
    let navigationController = mainStoryBoard.instantiateViewController(
      withIdentifier: "NavigationController")
    present(navigationController, animated: true) {
      self.dismiss(animated: false) {
        let keyWindow = UIApplication.shared.windows.first(where: { $0.isKeyWindow })
        keyWindow?.rootViewController = navigationController
      }
    }
  }

  // MARK: - GADAppOpenSampleAdManagerDelegate

  func appOpenAdManagerAdDidComplete(_ appOpenAdManager: GADAppOpenSampleAdManager) {
    startMainScreen()
  }
}
