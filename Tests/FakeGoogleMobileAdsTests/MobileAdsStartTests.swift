import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// Starting the SDK and the request configuration, as Google's samples do it.
@Suite("Starting the SDK")
@MainActor
struct MobileAdsStartTests {
  @Test("start(completionHandler:) and the async start() complete, under both names, and the call is in the trace")
  func start() async {
    await Simulation.run(Script()) { sim in
      var started = false
      GADMobileAds.sharedInstance().start { _ in started = true }
      await sim.settle()
      #expect(started)
      let status = await MobileAds.shared.start()
      #expect(status.adapterStatusesByClassName.isEmpty)
      MobileAds.shared.start(completionHandler: nil)
      #expect(GADMobileAds.sharedInstance() === MobileAds.shared)
      #expect(MobileAds.shared.isStarted)
      #expect(sim.trace.events(named: "start(completionHandler:)").count == 3)
    }
  }

  @Test("Each simulation has its own SDK object, so test devices set in one run do not reach the next")
  func perSimulation() async {
    await Simulation.run(Script()) { sim in
      MobileAds.shared.requestConfiguration.testDeviceIdentifiers = [
        GADSimulatorID, "2077ef9a63d2b398840261c8221a0c9b",
      ]
      #expect(sim.trace.events(named: "testDeviceIdentifiers").first?.detail.contains("2077ef9a") == true)
    }
    await Simulation.run(Script()) { _ in
      #expect(MobileAds.shared.requestConfiguration.testDeviceIdentifiers == nil)
    }
  }

  @Test("The start status walks as Google's mediation samples walk it: the fake has no adapters")
  func adapterStatuses() async {
    await Simulation.run(Script()) { _ in
      var lines: [String] = []
      let status = await GADMobileAds.sharedInstance().start()
      for (name, adapter) in status.adapterStatusesByClassName {
        let ready = adapter.state == .ready
        lines.append(String(format: "%@ %@ %.3f %d", name, adapter.description, adapter.latency, ready ? 1 : 0))
      }
      #expect(lines.isEmpty)
      #expect(MobileAds.shared.initializationStatus.adapterStatusesByClassName.isEmpty)
      let adapter = AdapterStatus(state: .notReady, description: "timed out", latency: 0.25)
      #expect(adapter.description == "timed out" && adapter.state == AdapterInitializationState.notReady)
    }
  }

  @Test("The version under both names, as text, and compared")
  func version() async {
    await Simulation.run(Script()) { _ in
      let version = GADMobileAds.sharedInstance().versionNumber
      #expect(version == GADVersionNumber(majorVersion: 12, minorVersion: 0, patchVersion: 0))
      #expect(GADGetStringFromVersionNumber(version) == "12.0.0")
      #expect(string(for: MobileAds.shared.versionNumber) == "12.0.0")
      #expect(MobileAds.shared.isSDKVersionAtLeast(major: 11, minor: 13, patch: 0))
      #expect(MobileAds.shared.isSDKVersionAtLeast(major: 12, minor: 0, patch: 0))
      #expect(!MobileAds.shared.isSDKVersionAtLeast(major: 12, minor: 0, patch: 1))
    }
  }

  @Test("The audience tags and the content rating are kept and each change is in the trace")
  func audienceAndRating() async {
    await Simulation.run(Script()) { sim in
      let configuration = MobileAds.shared.requestConfiguration
      configuration.tagForChildDirectedTreatment = true
      configuration.tagForUnderAgeOfConsent = NSNumber(value: false)
      configuration.maxAdContentRating = .parentalGuidance
      GADMobileAds.sharedInstance().requestConfiguration.maxAdContentRating = GADMaxAdContentRating.teen
      #expect(configuration.tagForChildDirectedTreatment?.boolValue == true)
      #expect(configuration.tagForUnderAgeOfConsent?.boolValue == false)
      #expect(configuration.maxAdContentRating == MaxAdContentRating.teen)
      #expect(sim.trace.events(named: "tagForChildDirectedTreatment").map(\.detail) == ["true"])
      #expect(sim.trace.events(named: "tagForUnderAgeOfConsent").map(\.detail) == ["false"])
      #expect(sim.trace.events(named: "maxAdContentRating").map(\.detail) == ["PG", "T"])
      #expect(GADMaxAdContentRating(rawValue: "MA") == .matureAudience)
    }
  }

  @Test("The ad inspector opens and closes, its completion with no error, in both forms; the call is in the trace")
  func adInspector() async throws {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      var outcomes: [String] = []
      GADMobileAds.sharedInstance().presentAdInspector(from: screen) { error in
        outcomes.append(error == nil ? "closed" : "failed")
      }
      MobileAds.shared.presentAdInspector(from: nil, completionHandler: nil)
      await sim.settle()
      #expect(outcomes == ["closed"])
      do {
        try await MobileAds.shared.presentAdInspector(from: screen)
        outcomes.append("closed")
      } catch {
        outcomes.append("threw")
      }
      #expect(outcomes == ["closed", "closed"])
      #expect(
        sim.trace.events(named: "presentAdInspector(from:completionHandler:)").map(\.detail)
          == ["UIViewController", "nil", "UIViewController"])
    }
  }
}
