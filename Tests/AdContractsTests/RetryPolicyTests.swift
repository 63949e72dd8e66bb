import AdContracts
import AdSimulation
import ExampleSubjects
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// An app that loads at launch and, after each failed load, retries after the next
/// delay of its policy (none left: it waits for the next foreground).
@MainActor
private final class RetryingApp: UIApplicationDelegate {
  let delays: [Duration]
  let clock: VirtualClock
  private var failures = 0

  init(delays: [Duration], clock: VirtualClock) {
    self.delays = delays
    self.clock = clock
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    load()
    return true
  }

  func load() {
    GADAppOpenAd.load(withAdUnitID: GoogleTestAdUnits.appOpen, request: GADRequest()) { [weak self] ad, _ in
      guard let self, ad == nil, failures < delays.count else { return }
      let delay = delays[failures]
      failures += 1
      let clock = self.clock
      Task { @MainActor [weak self] in
        try? await clock.sleep(for: delay)
        self?.load()
      }
    }
  }
}

@Suite("gma.app-open.no-retry-storm judges the retry policy")
struct RetryPolicyTests {
  @Test(
    "Backing off passes; retrying at once or at a fixed short delay warns",
    arguments: [
      ("no retry", [Duration](), Report.Status.pass),
      ("one retry at once", [.zero], .pass),
      ("doubling from 5 s", [.seconds(5), .seconds(10), .seconds(20), .seconds(40)], .pass),
      ("doubling from 2 s", [.seconds(2), .seconds(4), .seconds(8), .seconds(16)], .pass),
      ("at once, then doubling from 2 s", [.zero, .seconds(2), .seconds(4), .seconds(8)], .pass),
      ("every 2 s, then longer", [.seconds(2), .seconds(2), .seconds(8), .seconds(16)], .pass),
      ("at once twice", [.zero, .zero], .warn),
      ("at once, every time", [.zero, .zero, .zero, .zero, .zero], .warn),
      ("every second", [.seconds(1), .seconds(1), .seconds(1), .seconds(1), .seconds(1)], .warn),
      ("every 8 s, without backing off", [.seconds(8), .seconds(8), .seconds(8), .seconds(8), .seconds(8)], .warn),
    ])
  func policy(name: String, delays: [Duration], expected: Report.Status) async throws {
    let subject = Subject.googleAppOpen(name, readsTimeFromContext: true) { context in
      RetryingApp(delays: delays, clock: context.clock)
    }
    let rule = try #require(Catalogue.rule(withID: "gma.app-open.no-retry-storm"))
    let report = await rule.run(against: subject)
    #expect(report.status == expected, "\(report.text)")
  }
}

@Suite("A retry belongs to the failure that set it going")
struct RetryAttributionTests {
  /// An app that backs off (2 s, then 4 s) from its launch failure, while a return to the
  /// app loads and fails in between: each back-off timer fires less than a second after
  /// the later failure, but was set by the one before it, so no retry is at once.
  @Test("A back-off timer that fires just after a later failure is no retry storm")
  @MainActor
  func backOffAcrossFailures() async throws {
    let fixture = try #require(Fixtures.fixture(named: "DelayedRetryAppOpenManager"))
    let script = try Script.decode(
      """
      {
        "name": "a back-off across a return to the app",
        "seed": 213488594,
        "device": { "idiom": "phone", "orientation": "portrait", "systemVersion": 7 },
        "steps": [
          { "step": "launch" },
          { "step": "fail", "error": 5 },
          { "step": "advance", "by": 0.4 },
          { "step": "fail", "error": 2, "after": 0.7 },
          { "step": "resignActive" },
          { "step": "becomeActive" },
          { "step": "advance", "by": 3.5 },
          { "step": "fail", "error": 2, "after": 0.3 },
          { "step": "advance", "by": 1.2 }
        ]
      }
      """)
    let replay = await Exploration.replay(script, on: fixture.subject, rules: Catalogue.standard.rules)
    let loads = replay.trace.events.filter { $0.name == .loadWithAdUnitIDRequest }.map(\.time)
    #expect(loads.count >= 3, "\(loads)")
    #expect(replay.findings.isEmpty, "\(replay.findings.map { "\($0.rule): \($0.message)" })")
  }
}
