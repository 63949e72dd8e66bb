import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

@testable import AdContracts

/// A reader's "Double coins" offer: one rewarded ad a launch, asked for once.
///
/// With `paysLater`, the coins are paid from a task the dismissal starts, when the earn
/// handler has run by then: a late earn handler, after that task, is never paid.
@MainActor
final class OneShotBonusScreen: UIViewController, FullScreenContentDelegate {
  let paysLater: Bool
  var ad: RewardedAd?
  var offered = true
  var earned = false
  var coins = 0

  init(paysLater: Bool) {
    self.paysLater = paysLater
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start()
    Task {
      ad = try? await RewardedAd.load(with: GoogleTestAdUnits.rewarded, request: Request())
      ad?.fullScreenContentDelegate = self
    }
  }

  func doubleCoins() {
    guard offered, let ad else { return }
    offered = false
    ad.present(from: self) { [self] in
      earned = true
      if !paysLater { coins += 10 }
    }
  }

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    self.ad = nil
    guard paysLater else { return }
    Task { if earned { coins += 10 } }
  }
}

let oneShotBonus = Subject.googleRewardedScreen(
  "OneShotBonus", userAsksToWatch: { $0.doubleCoins() }, rewardsGranted: { $0.coins }
) { _ in OneShotBonusScreen(paysLater: false) }

let oneShotBonusPaidLater = Subject.googleRewardedScreen(
  "OneShotBonusPaidLater", userAsksToWatch: { $0.doubleCoins() }, rewardsGranted: { $0.coins }
) { _ in OneShotBonusScreen(paysLater: true) }

enum OneShotBonusSubjects: SubjectList {
  static let subjects = [oneShotBonus, oneShotBonusPaidLater]
}

@Suite("A rule with several witnesses plays each in a run of its own")
struct WitnessRunsTests {
  let rule = GoogleRewardedRules.all.first { $0.id == "gma.rewarded.rewards-whatever-the-order" }!

  @Test func theRewardOrderRuleHasAWitnessForEachOrder() {
    #expect(rule.witnesses == 2)
    #expect(
      GoogleRewardedInterstitialRules.all.first { $0.id.hasSuffix(".rewards-whatever-the-order") }?.witnesses == 2)
    #expect(Catalogue.standard.rules.filter { $0.witnesses > 1 }.count == 2)
  }

  @Test("An offer made once a launch is seen in both orders, and paid in both")
  func oneOfferIsSeenInBothOrders() async {
    let report = await rule.run(against: oneShotBonus)
    #expect(report.status == .pass, "\(report.text)")
    #expect(report.message.contains("dismissThenEarn: the earn handler ran"), "\(report.message)")
    #expect(report.message.contains("dismissThenEarnLater: the earn handler ran"), "\(report.message)")
  }

  @Test("An offer made once a launch that misses the later earn handler fails in the second run")
  func theLaterOrderIsJudgedOnAnOfferMadeOnce() async {
    let report = await rule.run(against: oneShotBonusPaidLater)
    #expect(report.status == .fail, "\(report.text)")
    #expect(report.message.contains("ran after the dismissal"), "\(report.message)")
    // The same-turn order, the first witness, pays: the task runs after the handler.
    let first = await rule.runHere(against: oneShotBonusPaidLater, witness: 0)
    #expect(first.status == .pass, "\(first.text)")
  }

  @Test("In fresh launches each witness is a launch of its own, with the same verdicts")
  func eachWitnessIsAFreshLaunch() async throws {
    try #require(FreshLaunch.isAvailable && FreshLaunch.hasEntry)
    let paid = await rule.run(against: OneShotBonusSubjects.subject(named: "OneShotBonus"))
    #expect(paid.status == .pass, "\(paid.text)")
    #expect(paid.message.contains("dismissThenEarnLater"), "\(paid.message)")
    let unpaid = await rule.run(against: OneShotBonusSubjects.subject(named: "OneShotBonusPaidLater"))
    #expect(unpaid.status == .fail, "\(unpaid.text)")
  }

  @Test("The witnesses' verdicts combine: passes join, and the first undecided one says what came before it")
  func verdictsCombine() {
    func report(_ status: Report.Status, _ message: String, misuses: [String] = []) -> Report {
      Report(
        rule: rule.id, severity: .must, subject: "S", status: status, message: message, timeline: [],
        guide: rule.guide, fix: rule.fix, misuses: misuses)
    }
    let both = rule.combined([
      report(.pass, "Observed: a.", misuses: ["m"]), report(.pass, "Observed: b.", misuses: ["m"]),
    ])
    #expect(both.status == .pass)
    #expect(both.message == "Observed: a; b.")
    #expect(both.misuses == ["m"])
    let then = rule.combined([report(.pass, "Observed: a."), report(.unverified, "Unverified: no ad came.")])
    #expect(then.status == .unverified)
    #expect(then.message == "Unverified: a; then no ad came.")
    let first = rule.combined([report(.unverified, "Unverified: no probe."), report(.pass, "Observed: b.")])
    #expect(first.message == "Unverified: no probe.")
    let one = report(.pass, "Observed: a.")
    #expect(rule.combined([one]) == one)
  }
}
