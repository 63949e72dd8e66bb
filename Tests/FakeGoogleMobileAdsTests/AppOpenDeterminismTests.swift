import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// An app open ad manager as Google's guide writes one, whose callbacks start `Task {}`s that
/// await the async load, hop off the main actor and sleep on the simulation's clock.
@MainActor
final class TaskDrivenAppOpenManager: NSObject, UIApplicationDelegate, @preconcurrency GADFullScreenContentDelegate {
  let names: NameSet
  let simulation: Simulation
  var ad: GADAppOpenAd?
  var isLoading = false
  var failures = 0

  init(names: NameSet, simulation: Simulation) {
    self.names = names
    self.simulation = simulation
    super.init()
    UIApplication.shared.delegate = self
  }

  private func note(_ name: Trace.Event.Name, _ detail: String = "") {
    simulation.record(.observation, actor: .app, object: "manager", name: name, detail: detail)
  }

  /// Work the client does off the main actor before each load.
  nonisolated static func prepareRequest(_ attempt: Int) async -> String {
    await Task.yield()
    return "attempt \(attempt)"
  }

  func load() async {
    guard !isLoading, ad == nil else { return }
    isLoading = true
    let label = await Self.prepareRequest(failures)
    note("client loading", label)
    do {
      let loaded = try await names.load(GoogleTestAdUnits.appOpen)
      loaded.fullScreenContentDelegate = self
      ad = loaded
      note("client got ad", loaded.traceName)
    } catch {
      failures += 1
      note("client load failed", "\((error as NSError).code)")
      // Back off on the simulation's clock before letting the next request go.
      try? await simulation.clock.sleep(for: .seconds(5))
      note("client backed off")
    }
    isLoading = false
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    if let ad {
      names.present(ad, from: nil)
    } else {
      Task { await load() }
    }
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    self.ad = nil
    Task { await load() }
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    self.ad = nil
    Task { await load() }
  }
}

@Suite("App open determinism")
@MainActor
struct AppOpenDeterminismTests {
  static let script = Script(
    name: "app open manager", seed: 7,
    steps: [
      .launch, .respond(.fill(after: .seconds(2))), .advance(.seconds(3)),
      .background, .advance(.seconds(60)), .foreground, .tap(willLeave: false), .closeAd,
      .respond(.fail(2, after: .seconds(1))), .advance(.seconds(10)),
      .resignActive, .becomeActive,
      .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.appOpen)), .advance(.seconds(3)),
      .background, .advance(.seconds(4 * 3600)), .foreground, .closeAd, .advance(.seconds(1)),
    ])

  static func runOnce(_ names: NameSet) async -> Data {
    await Simulation.run(Self.script) { sim in
      let (window, _) = showRootScreen()
      let manager = TaskDrivenAppOpenManager(names: names, simulation: sim)
      await sim.play()
      withExtendedLifetime((manager, window)) {}
      return sim.trace.encoded()
    }
  }

  @Test(
    "A client whose callbacks start Tasks that await the async load settles to one trace, 1,000 times",
    arguments: NameSet.allCases)
  func thousandRuns(_ names: NameSet) async throws {
    let first = await Self.runOnce(names)
    let trace = try JSONDecoder().decode(Trace.self, from: first)
    #expect(trace.events(named: "settle gave up").isEmpty)
    #expect(trace.events(named: "client got ad").map(\.detail) == ["GADAppOpenAd#1", "GADAppOpenAd#2"])
    #expect(trace.events(named: "client load failed").map(\.detail) == ["2"])
    #expect(trace.times(of: "client backed off") == ["69.000"])
    #expect(
      trace.events(named: "client loading").map(\.detail) == ["attempt 0", "attempt 0", "attempt 1", "attempt 1"])
    #expect(trace.events(named: "adDidRecordClick").count == 1)
    #expect(
      trace.events(named: presentCall).map(\.detail) == [
        "61.000 s after load; delegate set", "14402.000 s after load; delegate set",
      ])
    #expect(trace.events(named: "adDidDismissFullScreenContent").count == 2)
    var different = 0
    for _ in 1..<1_000 where await Self.runOnce(names) != first {
      different += 1
    }
    #expect(different == 0)
  }
}
