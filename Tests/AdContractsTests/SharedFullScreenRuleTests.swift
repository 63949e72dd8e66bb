import AdContracts
import AdSimulation
import ExampleClients
import ExampleSubjects
import FakeGoogleMobileAds
import Testing

/// The rules every Google full-screen format shares run unchanged, as the same checks,
/// against app open, interstitial, rewarded and rewarded interstitial subjects.
@Suite("Shared Google full-screen rules")
struct SharedFullScreenRuleTests {
  /// The shared rules, by the part of the id after the kind.
  static let shared = [
    "single-presentation", "never-reuses-ad", "delegate-set-before-present", "test-ids-under-test",
    "reloads-after-dismiss", "reloads-after-present-failure", "recovers-after-load-failure", "no-retry-storm",
  ]
  /// The four full-screen kinds, with a conforming client of each.
  static let kinds: [(prefix: String, client: String)] = [
    ("gma.app-open.", "SplashAppDelegate"), ("gma.interstitial.", "LevelGameViewController"),
    ("gma.rewarded.", "CoinGameViewController"), ("gma.rewarded-interstitial.", "BonusRoundViewController"),
  ]

  @Test("Each full-screen kind has every shared rule, and its conforming client passes it", arguments: shared)
  func sharedRule(_ rule: String) async throws {
    for kind in Self.kinds {
      let found = try #require(Catalogue.rule(withID: kind.prefix + rule), "\(kind.prefix)\(rule) is missing")
      let fixture = try #require(Fixtures.fixture(named: kind.client))
      let report = await found.run(against: fixture.subject)
      // The games' users ask and reach breaks only on their screens, which the ad covers:
      // the check's second ask or break cannot come (see askOverTheAd below). App open ads
      // come on the app's return, which no ad covers.
      let expected: Report.Status =
        rule == "single-presentation" && kind.prefix != "gma.app-open." ? .notApplicable : .pass
      #expect(report.status == expected, "\(report.text)")
    }
  }

  @Test("The user asks to watch over the ad only when the subject says the ask reaches the app there")
  @MainActor
  func askOverTheAd() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.rewarded.single-presentation"))
    let onScreenOnly = Subject.googleRewardedScreen(
      "CoinGame", readsTimeFromContext: true, userAsksToWatch: { $0.watchVideo() }, rewardsGranted: { $0.coins }
    ) { _ in CoinGameViewController() }
    let fromAnywhere = Subject.googleRewardedScreen(
      "CoinGame", readsTimeFromContext: true, userAsksToWatch: { $0.watchVideo() }, askReachesAppUnderAd: true,
      rewardsGranted: { $0.coins }
    ) { _ in CoinGameViewController() }
    let covered = await rule.run(against: onScreenOnly)
    #expect(covered.status == .notApplicable)
    #expect(covered.message.contains("which the ad covers"), "\(covered.message)")
    let reached = await rule.run(against: fromAnywhere)
    #expect(reached.status == .pass, "\(reached.text)")
    #expect(reached.message.contains("through the user asking again"), "\(reached.message)")
  }

  @Test(
    "A break the user reaches on the app's screen waits while an ad covers it, unless the subject says breaks reach the app there"
  )
  @MainActor
  func breakOverTheAd() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.interstitial.single-presentation"))
    let fixture = try #require(Fixtures.fixture(named: "LevelPresentsOverItsAd"))
    let onScreenOnly = Subject.googleInterstitialScreen(
      "LevelPresentsOverItsAd", readsTimeFromContext: true, naturalBreak: { $0.endLevel() }
    ) { _ in LevelPresentsOverItsAd() }
    let covered = await rule.run(against: onScreenOnly)
    #expect(covered.status == .notApplicable)
    #expect(covered.message.contains("which the ad covers"), "\(covered.message)")
    // The fixture declares its breaks also come from its own clock, so one can come over
    // its ad, and it presents again there.
    let reached = await rule.run(against: fixture.subject)
    #expect(reached.status == .fail, "\(reached.text)")
    // In exploration, a break over the ad is recorded as out of reach and never delivered.
    let exploration = Exploration(scenarios: 200, seed: 3)
    let found = await exploration.run(on: onScreenOnly, rules: [rule])
    #expect(!found.findings.contains { $0.rule == rule.id })
    let breaks = await Exploration.replay(
      Script(
        name: "break over the ad",
        steps: [
          .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(2)),
          .transition, .advance(.seconds(1)), .transition,
        ]), on: onScreenOnly, rules: [rule])
    #expect(breaks.trace.events.contains { $0.name == .breakOutOfReach })
    #expect(breaks.findings.isEmpty)
  }

  @Test(
    "A shared rule fails the same fault in every format: an ad presented a second time",
    arguments: [
      ("gma.app-open.never-reuses-ad", "SplashReshowsSpentAd"),
      ("gma.interstitial.never-reuses-ad", "LevelReplaysLastAd"),
      ("gma.rewarded.never-reuses-ad", "CoinsReplaysLastAd"),
      ("gma.rewarded-interstitial.never-reuses-ad", "BonusReplaysLastAd"),
    ])
  func sameFaultEveryFormat(_ id: String, _ client: String) async throws {
    let rule = try #require(Catalogue.rule(withID: id))
    let fixture = try #require(Fixtures.fixture(named: client))
    let report = await rule.run(against: fixture.subject)
    #expect(report.status == .fail, "\(report.text)")
    #expect(report.message.hasPrefix("Expected each ad presented once, but the app presented"), "\(report.message)")
  }
}
