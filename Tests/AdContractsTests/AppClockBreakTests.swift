import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// A game whose ten-second round ends on its own clock and shows the interstitial it holds
/// there; Next round starts the next one. It keeps its ad until the ad is dismissed, loads
/// the next then, and drops an ad older than an hour when `checksAge` is on.
final class TenSecondRoundScreen: UIViewController, @preconcurrency GADFullScreenContentDelegate {
  let now: @MainActor @Sendable () -> Date
  let checksAge: Bool
  private var interstitial: GADInterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private(set) var isRoundOver = false
  private(set) var roundsPlayed = 0

  init(now: @escaping @MainActor @Sendable () -> Date, checksAge: Bool) {
    self.now = now
    self.checksAge = checksAge
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    load()
    startRound()
  }

  private func load() {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      interstitial = ad
      loadedAt = now()
    }
  }

  private func startRound() {
    isRoundOver = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 10) { [weak self] in self?.endRound() }
  }

  private func endRound() {
    isRoundOver = true
    roundsPlayed += 1
    if checksAge, let loadedAt, now().timeIntervalSince(loadedAt) > 3600 { interstitial = nil }
    if let interstitial { interstitial.present(fromRootViewController: self) } else { load() }
  }

  /// The Next round button, shown once a round is over.
  func nextRound() {
    guard isRoundOver else { return }
    startRound()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    interstitial = nil
    load()
  }
}

enum AppClockSubjects: SubjectList {
  static func game(_ name: String, checksAge: Bool) -> Subject {
    .googleInterstitialScreen(
      name, readsTimeFromContext: true, appBreaksWithin: .seconds(12), userCarriesOn: { $0.nextRound() },
      contentProgress: { $0.roundsPlayed }
    ) { context in TenSecondRoundScreen(now: context.now, checksAge: checksAge) }
  }

  static let careful = game("TenSecondRoundScreen", checksAge: true)
  static let careless = game("TenSecondRoundScreen(no age check)", checksAge: false)
  static let subjects = [careful, careless]
}

@Suite("Breaks on the app's own clock")
struct AppClockBreakTests {
  static func verdict(_ id: String, _ subject: Subject) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: id))
    return await rule.run(against: AppClockSubjects.launching(subject))
  }

  @Test(
    "An ad held through an idle break past its lifetime is caught when the user carries on, and dropped by a careful app"
  )
  func expiryAfterIdleBreak() async throws {
    let careful = try await Self.verdict("gma.interstitial.never-presents-expired", AppClockSubjects.careful)
    #expect(careful.status == .pass, "\(careful.message)")
    #expect(careful.message.contains("held past its lifetime while the user stayed at the break"))
    let careless = try await Self.verdict("gma.interstitial.never-presents-expired", AppClockSubjects.careless)
    #expect(careless.status == .warn, "\(careless.message)")
    #expect(
      careless.message.contains("past its lifetime") && careless.message.contains("once it had expired"),
      "\(careless.message)")
  }

  @Test("The harness injects no break: the app's own clock shows the ad, and where to show it is not judged")
  func noInjectedBreak() async throws {
    let single = try await Self.verdict("gma.interstitial.single-presentation", AppClockSubjects.careful)
    #expect(single.status == .pass, "\(single.message)")
    for id in ["gma.interstitial.not-shown-on-load", "gma.interstitial.shown-at-break"] {
      let report = try await Self.verdict(id, AppClockSubjects.careful)
      #expect(report.status == .notApplicable, "\(id): \(report.message)")
      #expect(report.message.contains("own clock"))
    }
    let reload = try await Self.verdict("gma.interstitial.reloads-after-dismiss", AppClockSubjects.careful)
    #expect(reload.status == .pass, "\(reload.message)")
  }

  @Test("Exploration counts a dismissal the game answers with a load at once as reaching the reload rule")
  func reloadAnsweredAtOnceIsReached() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.interstitial.reloads-after-dismiss"))
    let exploration = Exploration(scenarios: 200, seed: 1)
    let survey = await exploration.survey(AppClockSubjects.careful, rules: [rule], scenarios: exploration.indices)
    #expect(survey.firstScenario.isEmpty, "\(survey.firstScenario)")
    #expect((survey.reached[rule.id] ?? 0) > 0, "\(survey.reached)")
  }
}
