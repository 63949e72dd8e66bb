import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The interstitial, rewarded and rewarded interstitial formats, in both name sets: each
/// loads for its demo unit, presents once on the shared core, and the rewarded ones grant
/// their reward as the scenario says.
@Suite("Google full-screen formats")
@MainActor
struct GoogleFullScreenFormatTests {
  /// Loads an interstitial through the name set's async form.
  static func interstitial(_ names: NameSet, _ sim: Simulation) async throws -> GADInterstitialAd {
    let unit = GoogleTestAdUnits.interstitial
    // An ad is not Sendable, as the SDK's is not, so the task keeps it on the main actor.
    let loaded = Loaded()
    let task = Task {
      switch names {
      case .gad: loaded.ad = try await GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest())
      case .v12:
        let ad: InterstitialAd = try await InterstitialAd.load(with: unit, request: Request())
        loaded.ad = ad
      }
    }
    await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)), .advance(.seconds(1)))
    try await task.value
    return try #require(loaded.ad)
  }

  /// Where a loading task leaves its ad.
  final class Loaded {
    var ad: GADInterstitialAd?
  }

  /// Loads a rewarded ad through the name set's completion form.
  static func rewarded(_ names: NameSet, _ sim: Simulation) async throws -> GADRewardedAd {
    let unit = GoogleTestAdUnits.rewarded
    var loaded: GADRewardedAd?
    switch names {
    case .gad: GADRewardedAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in loaded = ad }
    case .v12: RewardedAd.load(with: unit, request: Request()) { ad, _ in loaded = ad }
    }
    await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)), .advance(.seconds(1)))
    return try #require(loaded)
  }

  static func present(
    _ ad: GADRewardedAd, _ names: NameSet, from root: UIViewController, _ earned: @escaping () -> Void
  ) {
    switch names {
    case .gad: ad.present(fromRootViewController: root, userDidEarnRewardHandler: earned)
    case .v12: ad.present(from: root, userDidEarnRewardHandler: earned)
    }
  }

  @Test(
    "An interstitial loads for its unit, presents once, and a second presentation fails with 18",
    arguments: NameSet.allCases)
  func interstitialPresentsOnce(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await Self.interstitial(names, sim)
      #expect(ad.traceName == "GADInterstitialAd#1" && ad.adUnitID == GoogleTestAdUnits.interstitial)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      switch names {
      case .gad: ad.present(fromRootViewController: root)
      case .v12: ad.present(from: root)
      }
      #expect(ad.hasBeenPresented && root.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(root.presentedViewController == nil)
      ad.present(fromRootViewController: root)
      #expect(log.errors.map(\.code) == [18])
      #expect(sim.trace.events(named: .adWillPresentFullScreenContent).count == 1)
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Two formats share one screen: an interstitial cannot present over an app open ad")
  func oneFullScreenAdAtATime() async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let appOpen = try await loadedAd(sim, .v12)
      let interstitial = try await Self.interstitial(.v12, sim)
      appOpen.present(from: root)
      #expect(throws: NSError.self) { try interstitial.canPresent(from: root) }
      await sim.perform(.closeAd)
      try interstitial.canPresent(from: root)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "A rewarded ad watched to the end earns its reward as the video ends, before the dismissal",
    arguments: NameSet.allCases)
  func earnThenDismiss(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await Self.rewarded(names, sim)
      #expect(ad.adReward.type == "coins" && ad.adReward.amount == 10)
      var earned = 0
      Self.present(ad, names, from: root) { earned += ad.adReward.amount.intValue }
      await sim.perform(.advance(.seconds(29)))
      #expect(earned == 0)
      await sim.perform(.advance(.seconds(1)))
      #expect(earned == 10)
      await sim.perform(.closeAd)
      let names = sim.trace.events.map(\.name).filter {
        $0 == .userDidEarnReward || $0 == .adDidDismissFullScreenContent
      }
      #expect(names == [.userDidEarnReward, .adDidDismissFullScreenContent])
      #expect(sim.trace.events(named: .userDidEarnReward).first?.fields["amount"] == .number(10))
      withExtendedLifetime(window) {}
    }
  }

  @Test("With the dismissal first, the reward comes after adDidDismissFullScreenContent", arguments: NameSet.allCases)
  func dismissThenEarn(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      GoogleRewardBehaviour.set(.init(videoLength: .seconds(15), order: .dismissThenEarn), in: sim)
      let (window, root) = showRootScreen()
      let ad = try await Self.rewarded(names, sim)
      var earned = 0
      Self.present(ad, names, from: root) { earned += 1 }
      await sim.perform(.advance(.seconds(20)))
      #expect(earned == 0)
      await sim.perform(.closeAd)
      #expect(earned == 1)
      let order = sim.trace.events.map(\.name).filter {
        $0 == .userDidEarnReward || $0 == .adDidDismissFullScreenContent
      }
      #expect(order == [.adDidDismissFullScreenContent, .userDidEarnReward])
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "With the dismissal first in a later turn, the app's deferred work runs before the reward, which still comes after the app let go of the ad"
  )
  func dismissThenEarnLater() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleRewardBehaviour.set(.init(videoLength: .seconds(15), order: .dismissThenEarnLater), in: sim)
      let (window, root) = showRootScreen()
      var ad: GADRewardedAd? = try await Self.rewarded(.gad, sim)
      let delegate = DeferringDismissal()
      ad?.fullScreenContentDelegate = delegate
      delegate.onDismiss = { ad = nil }
      Self.present(ad!, .gad, from: root) { delegate.log.append("earned") }
      await sim.perform(.advance(.seconds(20)), .closeAd)
      #expect(delegate.log == ["dismissed", "deferred work"], "the step settles the app's task; the reward waits")
      await sim.perform(.advance(.zero))
      #expect(delegate.log == ["dismissed", "deferred work", "earned"])
      #expect(ad == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "A user who closes the video early earns nothing, in either order", arguments: GoogleRewardBehaviour.Order.allCases)
  func closedEarly(_ order: GoogleRewardBehaviour.Order) async throws {
    try await Simulation.run(Script()) { sim in
      GoogleRewardBehaviour.set(.init(order: order), in: sim)
      let (window, root) = showRootScreen()
      let ad = try await Self.rewarded(.gad, sim)
      var earned = 0
      Self.present(ad, .gad, from: root) { earned += 1 }
      await sim.perform(.advance(.seconds(10)), .closeAd, .advance(.seconds(60)))
      #expect(earned == 0)
      #expect(sim.trace.events(named: .userDidEarnReward).isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A rewarded interstitial loads for its unit and rewards through the same handler", arguments: NameSet.allCases)
  func rewardedInterstitial(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let unit = GoogleTestAdUnits.rewardedInterstitial
      var loaded: GADRewardedInterstitialAd?
      switch names {
      case .gad: GADRewardedInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in loaded = ad }
      case .v12: RewardedInterstitialAd.load(with: unit, request: Request()) { ad, _ in loaded = ad }
      }
      await sim.perform(.respond(.fill(adUnit: unit)), .advance(.zero))
      let ad = try #require(loaded)
      var earned = false
      switch names {
      case .gad: ad.present(fromRootViewController: root) { earned = true }
      case .v12: ad.present(from: root) { earned = true }
      }
      await sim.perform(.advance(.seconds(30)), .closeAd)
      #expect(earned)
      #expect(ad.traceName == "GADRewardedInterstitialAd#1")
      withExtendedLifetime(window) {}
    }
  }
}

extension Simulation {
  /// Performs the steps in order.
  fileprivate func perform(_ first: Script.Step, _ rest: Script.Step...) async {
    await perform(first)
    for step in rest { await perform(step) }
  }
}

/// The lifetime of interstitial and rewarded ads, a scenario setting.
@Suite("Google full-screen ad lifetime")
@MainActor
struct GoogleFullScreenLifetimeTests {
  @Test(
    "The expire step moves the clock to the held ad's lifetime; the present call says it expired",
    arguments: NameSet.allCases)
  func expireStep(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      GoogleFullScreenBehaviour.set(.init(lifetime: .seconds(1800)), in: sim)
      let (window, root) = showRootScreen()
      let ad = try await GoogleFullScreenFormatTests.interstitial(names, sim)
      await sim.perform(.expire)
      #expect(sim.clock.now == VirtualClock.Instant.zero.advanced(by: .seconds(1801)))
      #expect(sim.trace.events(named: .clockMovesToAdExpiry).count == 1)
      ad.present(fromRootViewController: root)
      #expect(ad.hasBeenPresented)
      #expect(sim.trace.events(named: .presentFromRootViewController).last?.fields["expired"] == .flag(true))
      withExtendedLifetime(window) {}
    }
  }

  @Test("When the scenario says so, presenting an expired ad fails with 15; a fresh one presents")
  func expiredAdsFail() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleFullScreenBehaviour.set(.init(lifetime: .seconds(600), expiredAds: .failToPresent), in: sim)
      let (window, root) = showRootScreen()
      let log = ContentLog()
      let stale = try await GoogleFullScreenFormatTests.rewarded(.v12, sim)
      let delegate = NameSet.v12.makeDelegate(log)
      stale.fullScreenContentDelegate = delegate
      await sim.perform(.advance(.seconds(600)))
      stale.present(from: root) {}
      #expect(log.errors.map(\.code) == [15])
      #expect(root.presentedViewController == nil)
      let fresh = try await GoogleFullScreenFormatTests.rewarded(.v12, sim)
      fresh.present(from: root) {}
      #expect(fresh.hasBeenPresented && root.presentedViewController != nil)
      withExtendedLifetime((window, delegate)) {}
    }
  }
}

/// A content delegate that notes the dismissal, lets go of the ad, and starts a task, as
/// an app that settles its round in a `Task` does.
@MainActor
final class DeferringDismissal: NSObject, @preconcurrency GADFullScreenContentDelegate {
  var log: [String] = []
  var onDismiss: () -> Void = {}

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    log.append("dismissed")
    onDismiss()
    Task { self.log.append("deferred work") }
  }
}
