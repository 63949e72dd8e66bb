import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("App open ads and the expire step")
@MainActor
struct AppOpenExpiryTests {
  @Test(
    "expire moves the clock to exactly load time + 4 h, running the timers due on the way", arguments: NameSet.allCases)
  func movesToFourHourMark(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      await sim.perform(.advance(.seconds(60)))
      let ad = try await loadedAd(sim, names)
      await sim.perform(.advance(.seconds(100)))
      let fired = TimerLog()
      sim.schedule(after: .seconds(3600), "on the way") { fired.times.append(sim.clock.now.description) }
      sim.schedule(after: .seconds(14_300), "at the mark") { fired.times.append(sim.clock.now.description) }
      sim.schedule(after: .milliseconds(14_300_001), "just after") { fired.times.append(sim.clock.now.description) }
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "14460.000")
      #expect(ad.loadedAt.offset == .seconds(60))
      #expect(ad.age == GADAppOpenAd.validity)
      #expect(GADAppOpenAd.validity == .seconds(4 * 3600))
      #expect(fired.times == ["3760.000", "14460.000"])
      let move = try #require(sim.trace.events(named: "clock moves to the ad's four-hour mark").first)
      #expect(move.object == ad.traceName)
      #expect(move.detail == "14300.000 s on, to 14460.000")
      #expect(move.time.description == "160.000")
      #expect(sim.trace.events(named: "ignored").isEmpty)
      // The ad is now four hours old: another expire has no ad left to age.
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "14460.000")
      #expect(sim.trace.events(named: "ignored").count == 1)
      withExtendedLifetime(ad) {}
    }
  }

  @Test("With several ads held, each expire moves to the next oldest one's four-hour mark", arguments: NameSet.allCases)
  func oldestFirst(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let first = try await loadedAd(sim, names)
      await sim.perform(.advance(.seconds(100)))
      let second = try await loadedAd(sim, names)
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "14400.000")
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "14500.000")
      #expect(
        sim.trace.events(named: "clock moves to the ad's four-hour mark").map(\.object) == [
          first.traceName, second.traceName,
        ])
      withExtendedLifetime((first, second)) {}
    }
  }

  @Test(
    "A presented ad and an ad the app let go of do not count; with none left nothing happens",
    arguments: NameSet.allCases)
  func onlyHeldUnshownAds(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let shown = try await loadedAd(sim, names)
      names.present(shown, from: root)
      await sim.perform(.closeAd)
      await sim.perform(.advance(.seconds(50)))
      var dropped: GADAppOpenAd? = try await loadedAd(sim, names)
      #expect(dropped != nil)
      dropped = nil
      await sim.perform(.advance(.seconds(10)))
      #expect(sim.trace.events(.released).count == 1)
      let before = sim.trace.events.count
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "60.000")
      let after = sim.trace.events.dropFirst(before).map { "\($0.kind) \($0.actor) \($0.name) \($0.detail)" }
      #expect(after == ["driven sdk expire ", "driven sdk ignored nothing handles expire here"])
      // A new ad counts.
      await sim.perform(.advance(.seconds(40)))
      let held = try await loadedAd(sim, names)
      await sim.perform(.expire)
      #expect(sim.clock.now.description == "14500.000")
      withExtendedLifetime((window, shown, held)) {}
    }
  }

  @Test(
    "The clock stops at the mark: an app checking the ad's age there sees four hours, and presenting is the app's call",
    arguments: NameSet.allCases)
  func appSeesFourHours(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      await sim.perform(.expire)
      #expect(ad.age >= .seconds(4 * 3600))
      names.present(ad, from: root)
      let call = try #require(sim.trace.events(named: presentCall).first)
      #expect(call.detail.hasPrefix("14400.000 s after load"))
      withExtendedLifetime(window) {}
    }
  }
}

/// The times at which test timers ran.
@MainActor
final class TimerLog {
  var times: [String] = []
}
