import AdSimulation

/// The names of the events FakeGoogleMobileAds records.
extension Trace.Event.Name {
  /// Seen in the run: clock moves to the ad's four-hour mark.
  public static let clockMovesToFourHourMark: Self = "clock moves to the ad's four-hour mark"
  /// The app called `canPresent(fromRootViewController:)`.
  public static let canPresentFromRootViewController: Self = "canPresent(fromRootViewController:)"
  /// The app called `present(fromRootViewController:)`.
  public static let presentFromRootViewController: Self = "present(fromRootViewController:)"
  /// The SDK called the delegate's `ad(_:didFailToPresentFullScreenContentWithError:)`.
  public static let adDidFailToPresentFullScreenContentWithError: Self =
    "ad(_:didFailToPresentFullScreenContentWithError:)"
  /// The SDK called the delegate's `adWillPresentFullScreenContent`.
  public static let adWillPresentFullScreenContent: Self = "adWillPresentFullScreenContent"
  /// The SDK called the delegate's `adDidRecordImpression`.
  public static let adDidRecordImpression: Self = "adDidRecordImpression"
  /// Seen in the run: next presentation fails.
  public static let nextPresentationFails: Self = "next presentation fails"
  /// The SDK called the delegate's `adDidRecordClick`.
  public static let adDidRecordClick: Self = "adDidRecordClick"
  /// The SDK called the delegate's `adWillDismissFullScreenContent`.
  public static let adWillDismissFullScreenContent: Self = "adWillDismissFullScreenContent"
  /// The SDK called the delegate's `adDidDismissFullScreenContent`.
  public static let adDidDismissFullScreenContent: Self = "adDidDismissFullScreenContent"
  /// The app set `fullScreenContentDelegate`.
  public static let fullScreenContentDelegate: Self = "fullScreenContentDelegate"
  /// The app called `load(withAdUnitID:request:)`.
  public static let loadWithAdUnitIDRequest: Self = "load(withAdUnitID:request:)"
  /// The SDK called the load's completion handler.
  public static let loadCompletion: Self = "load completion"
  /// The app created a `GADAppOpenAd`.
  public static let appOpenAdCreated: Self = "GADAppOpenAd"
  /// The app called `start(completionHandler:)`.
  public static let startCompletionHandler: Self = "start(completionHandler:)"
  /// The app set `testDeviceIdentifiers`.
  public static let testDeviceIdentifiers: Self = "testDeviceIdentifiers"
  /// The app set `tagForChildDirectedTreatment`.
  public static let tagForChildDirectedTreatment: Self = "tagForChildDirectedTreatment"
  /// The app set `tagForUnderAgeOfConsent` on the request configuration.
  public static let tagForUnderAgeOfConsent: Self = "tagForUnderAgeOfConsent"
  /// The app set `maxAdContentRating`.
  public static let maxAdContentRating: Self = "maxAdContentRating"
  /// Seen in the run: the user could not ask to watch, as a full-screen ad covers the app.
  public static let askOutOfReach: Self = "ask out of reach"
  /// Seen in the run: the user could not tap a banner's ad, as something covers it.
  public static let tapOutOfReach: Self = "tap out of reach"
  /// Driven in the run: the user goes on after an ad (Play again, Next).
  public static let userCarriesOn: Self = "user carries on"
  /// Driven in the run: the user declines a rewarded interstitial's introduction.
  public static let introDeclined: Self = "user declines introduction"
  /// The harness plays a user who opens the app for the first time.
  public static let newUser: Self = "new user"
  /// The user's way to a natural break is covered (by a full-screen ad), so the break the
  /// script asked for cannot come.
  public static let breakOutOfReach: Self = "break out of reach"
  /// Seen in the run: the reward order and video length a rewarded run follows.
  public static let rewardBehaviour: Self = "reward behaviour"
  /// The same event under its former name.
  @available(*, deprecated, renamed: "rewardBehaviour")
  public static var rewardScenario: Self { rewardBehaviour }
  /// The app called `presentAdInspector(from:completionHandler:)`.
  public static let presentAdInspectorFromCompletionHandler: Self = "presentAdInspector(from:completionHandler:)"
  /// The SDK made a `GADInterstitialAd` for a load that filled.
  public static let interstitialAdCreated: Self = "GADInterstitialAd"
}

extension Trace.Event.Name {
  /// The SDK made a `GADRewardedAd` for a load that filled.
  public static let rewardedAdCreated: Self = "GADRewardedAd"
  /// The SDK made a `GADRewardedInterstitialAd` for a load that filled.
  public static let rewardedInterstitialAdCreated: Self = "GADRewardedInterstitialAd"
  /// The app called `present(fromRootViewController:userDidEarnRewardHandler:)`.
  public static let presentWithRewardHandler: Self = "present(fromRootViewController:userDidEarnRewardHandler:)"
  /// The SDK ran the app's earn handler: the user earned the reward.
  public static let userDidEarnReward: Self = "userDidEarnRewardHandler"
  /// The SDK told the ad's paid event handler what an impression earned.
  public static let paidEventHandler: Self = "paidEventHandler"
  /// Seen in the run: the clock moves to the end of a held ad's life.
  public static let clockMovesToAdExpiry: Self = "clock moves to the ad's expiry"
}

extension Trace.Event {
  /// Why the SDK refused a presentation the app asked for, recorded in the field
  /// ``field`` of `ad(_:didFailToPresentFullScreenContentWithError:)`; a failure without
  /// it is one the behaviour made (the call was sound).
  public enum PresentationRefusal: String, Sendable, CaseIterable {
    /// The ad had been presented already.
    case usedAd
    /// The ad had outlived its lifetime, and the behaviour has the SDK refuse expired ads.
    case expiredAd
    /// Another full-screen ad was on screen.
    case anotherAdUp
    /// The controller to present from was in no window.
    case controllerNotInWindow
    /// The controller to present from was already presenting another controller.
    case controllerBusy

    /// The name of the field that holds the refusal.
    public static let field = "refusal"

    /// The refusal a failed presentation records, if the app's call was refused.
    public init?(of event: Trace.Event) {
      guard let text = event.text(Self.field) else { return nil }
      self.init(rawValue: text)
    }
  }
}
