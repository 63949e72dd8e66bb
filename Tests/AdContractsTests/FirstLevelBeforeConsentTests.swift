import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform
import Foundation
import Testing

/// A game whose first five-second level starts as the screen loads, while the consent
/// update it asked for is still on its way: it loads a rewarded interstitial at the start
/// of a level only once ads may be requested, so it holds none at its first break. At a
/// level's end it offers the ad it holds for five seconds, then presents it; the earn
/// handler pays a bonus.
final class FirstLevelBeforeConsentGame: UIViewController, @preconcurrency GADFullScreenContentDelegate {
  private var ad: GADRewardedInterstitialAd?
  private var isLoading = false
  private(set) var bonuses = 0
  private(set) var isOfferShowing = false
  private(set) var isLevelOver = false

  /// Whether the screen asks for the consent update itself; when not, the app's delegate
  /// does, at launch.
  let gathersConsent: Bool

  init(gathersConsent: Bool = true) {
    self.gathersConsent = gathersConsent
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if gathersConsent { gatherConsent() }
    startLevel()
  }

  private func gatherConsent() {
    UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: nil) { _ in
      guard UMPConsentInformation.sharedInstance.canRequestAds else { return }
      GADMobileAds.sharedInstance().start(completionHandler: nil)
    }
  }

  private func startLevel() {
    isLevelOver = false
    load()
    DispatchQueue.main.asyncAfter(deadline: .now() + 5) { [weak self] in self?.endLevel() }
  }

  private func load() {
    guard ad == nil, !isLoading, UMPConsentInformation.sharedInstance.canRequestAds else { return }
    isLoading = true
    GADRewardedInterstitialAd.load(
      withAdUnitID: GoogleTestAdUnits.rewardedInterstitial, request: GADRequest()
    ) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      self.ad = ad
    }
  }

  private func endLevel() {
    guard ad != nil else {
      isLevelOver = true
      return
    }
    isOfferShowing = true
    DispatchQueue.main.asyncAfter(deadline: .now() + 5) { [weak self] in self?.showOfferedAd() }
  }

  private func showOfferedAd() {
    guard isOfferShowing else { return }
    isOfferShowing = false
    guard let ad else {
      isLevelOver = true
      return
    }
    ad.present(fromRootViewController: self) { [weak self] in self?.bonuses += 1 }
  }

  /// "No thanks" on the offer.
  func declineOffer() {
    guard isOfferShowing else { return }
    isOfferShowing = false
    isLevelOver = true
  }

  /// The Next level button, shown once a level is over.
  func nextLevel() {
    guard isLevelOver else { return }
    startLevel()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    self.ad = nil
    isLevelOver = true
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    self.ad = nil
    isLevelOver = true
  }
}

enum FirstLevelBeforeConsentSubjects: SubjectList {
  static let game = Subject.googleRewardedInterstitialScreen(
    "FirstLevelBeforeConsentGame", appBreaksWithin: .seconds(12), userCarriesOn: { $0.nextLevel() },
    rewardsGranted: { $0.bonuses }, isIntroShowing: { $0.isOfferShowing }, declineIntro: { $0.declineOffer() }
  ) { _ in FirstLevelBeforeConsentGame() }
  /// The game for a returning user whose consent was not required last time: its first
  /// level loads at once, and its countdown presents at 10 s, before the harness's 10 s
  /// wait for a break is over.
  static let returningUser = Subject.googleRewardedInterstitialScreen(
    "FirstLevelBeforeConsentGame(returning user)", appBreaksWithin: .seconds(12), userCarriesOn: { $0.nextLevel() },
    rewardsGranted: { $0.bonuses }, isIntroShowing: { $0.isOfferShowing }, declineIntro: { $0.declineOffer() }
  ) { (_: Subject.Context) -> FirstLevelBeforeConsentGame in
    ConsentBehaviour.set(
      ConsentBehaviour(previousSession: .notRequired),
      in: Simulation.required(by: "FirstLevelBeforeConsentGame(returning user)"))
    return FirstLevelBeforeConsentGame()
  }
  /// The screen alone, whose consent the app's delegate gathers at launch: the factory
  /// does not run that launch.
  static let withoutItsLaunch = Subject.googleRewardedInterstitialScreen(
    "FirstLevelBeforeConsentGame(without its launch)", appBreaksWithin: .seconds(12),
    userCarriesOn: { $0.nextLevel() }, rewardsGranted: { $0.bonuses }, isIntroShowing: { $0.isOfferShowing },
    declineIntro: { $0.declineOffer() }
  ) { _ in FirstLevelBeforeConsentGame(gathersConsent: false) }
  static let subjects = [game, returningUser, withoutItsLaunch]
}

@Suite("A game with no ad at its first break")
struct FirstLevelBeforeConsentTests {
  static func verdict(
    _ id: String, _ subject: Subject = FirstLevelBeforeConsentSubjects.game
  ) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: id))
    return await rule.run(against: FirstLevelBeforeConsentSubjects.launching(subject))
  }

  @Test(
    "The reward, introduction and retry checks play the first break without an ad and judge the next",
    arguments: [
      "gma.rewarded-interstitial.no-reward-without-earning", "gma.rewarded-interstitial.rewards-whatever-the-order",
      "gma.rewarded-interstitial.intro-before-ad", "gma.rewarded-interstitial.skipped-when-declined",
      "gma.rewarded-interstitial.no-retry-storm",
    ])
  func judgedAtTheSecondBreak(_ id: String) async throws {
    let report = try await Self.verdict(id)
    #expect(report.status == .pass, "\(id): \(report.message)")
  }

  @Test("A presentation the app's own countdown makes fails as arranged, before the harness reaches the break")
  func failedPresentationArrangedAhead() async throws {
    for subject in [FirstLevelBeforeConsentSubjects.game, FirstLevelBeforeConsentSubjects.returningUser] {
      let report = try await Self.verdict("gma.rewarded-interstitial.no-reward-on-failed-present", subject)
      #expect(report.status == .pass, "\(subject.name): \(report.message)")
      #expect(report.message.contains("the presentation failed at"), "\(subject.name): \(report.message)")
    }
  }

  @Test("An unverified verdict says why when the app gated its ads on consent no code of the run asked for")
  func consentNeverRequested() async throws {
    let alone = try await Self.verdict(
      "gma.rewarded-interstitial.no-reward-without-earning", FirstLevelBeforeConsentSubjects.withoutItsLaunch)
    #expect(alone.status == .unverified, "\(alone.message)")
    #expect(alone.message.contains("nothing in this run called it"), "\(alone.message)")
    // A screen that asks for the update itself is not told so, even where a verdict stays
    // unverified for another reason (its expiry check reads Date()).
    let asking = try await Self.verdict("gma.rewarded-interstitial.never-presents-expired")
    #expect(asking.status == .unverified, "\(asking.message)")
    #expect(!asking.message.contains("canRequestAds"), "\(asking.message)")
  }

  @Test("For an app whose own clock brings its breaks, the transition step reads as the user going on")
  func transitionIsTheUserGoingOn() async throws {
    let script = Script(name: "goes on", steps: [.advance(.seconds(6)), .transition, .advance(.seconds(1))])
    let (trace, _) = await Exploration.replay(
      script, on: FirstLevelBeforeConsentSubjects.launching(FirstLevelBeforeConsentSubjects.game), rules: [])
    let goesOn = try #require(trace.events.first { $0.name.rawValue == "user carries on" })
    #expect(goesOn.actor == .user)
    #expect(goesOn.detail.contains("the app's clock brings the break"))
  }
}
