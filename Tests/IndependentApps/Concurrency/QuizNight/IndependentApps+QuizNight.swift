import AdContracts
import FakeUIKit
import IndependentQuizNight

extension IndependentApps {
  /// QuizNight's launch, as its app delegate runs it once a launch: the consent flow starts
  /// with it, and every screen waits on its gate.
  @MainActor
  static func quizNightLaunch(_ context: Subject.Context) -> QuizLaunch {
    let launch = context.shared { QuizLaunch() }
    _ = launch.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    return launch
  }

  /// QuizNight's rounds: five ten-second questions on the app's own countdown (a model file
  /// that imports only Foundation), then an interstitial at the break; the next round
  /// starts by itself.
  public static let quizNightRound = Subject.googleInterstitialScreen(
    "QuizNightRound", readsTimeFromContext: true, appBreaksWithin: .seconds(60),
    userCarriesOn: { _ in }, contentProgress: { $0.roundsPlayed }
  ) { context in QuizViewController(consent: quizNightLaunch(context).consent, now: { context.now() }) }

  /// QuizNight's hint store: three hints for a rewarded ad, granted in the earn handler.
  public static let quizNightHintStore = Subject.googleRewardedScreen(
    "QuizNightHintStore", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchAdTapped() }, rewardsGranted: { $0.hints }
  ) { context in HintStoreViewController(consent: quizNightLaunch(context).consent, now: { context.now() }) }

  /// QuizNight's consent, gathered at launch; the quiz screen shows the privacy settings
  /// button where the consent SDK requires one.
  public static let quizNightConsent = Subject.googleConsentScreen(
    "QuizNightConsent", privacyOptionsOffered: { !$0.privacyItem.isHidden },
    openPrivacyOptions: { $0.privacySettingsTapped() }
  ) { context in QuizViewController(consent: quizNightLaunch(context).consent, now: { context.now() }) }
}
