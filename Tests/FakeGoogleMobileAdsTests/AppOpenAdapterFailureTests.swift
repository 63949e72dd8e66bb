import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("A presentation that fails past canPresent")
struct AppOpenAdapterFailureTests {
  @Test(
    "An arranged adapter failure passes canPresent, fails the next present with code 22, once",
    arguments: NameSet.allCases)
  func adapterFailure(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let first = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      first.fullScreenContentDelegate = delegate
      GADAppOpenAd.failNextPresentation(in: sim)
      try names.canPresent(first, from: root)
      names.present(first, from: root)
      #expect(log.entries == ["didFail 22 GADAppOpenAd#1"])
      #expect(log.errors.first?.domain == "com.google.admob")
      #expect(root.presentedViewController == nil)
      #expect(sim.trace.events(named: "next presentation fails").count == 1)
      // The scenario's failure: the app's call was sound, so no refusal is recorded.
      let failure = try #require(sim.trace.events(named: .adDidFailToPresentFullScreenContentWithError).first)
      #expect(Trace.Event.PresentationRefusal(of: failure) == nil)
      #expect(failure.integer("code") == 22)
      // The failure is spent: the next ad shows.
      let second = try await loadedAd(sim, names)
      second.fullScreenContentDelegate = delegate
      names.present(second, from: root)
      #expect(log.entries.suffix(2) == ["willPresent GADAppOpenAd#2", "impression GADAppOpenAd#2"])
      withExtendedLifetime((window, delegate)) {}
    }
  }
}
