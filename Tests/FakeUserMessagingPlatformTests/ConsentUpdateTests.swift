import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// The consent information update: the default scenario, a failing update, the previous
/// session's state, reset, and one object per simulation.
@Suite("Consent information update")
@MainActor
struct ConsentUpdateTests {
  @Test(
    "With no scenario set, the update completes after 1 s: consent not required, ads allowed, no privacy options",
    arguments: NameSet.allCases)
  func defaultScenario(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let info = names.information
      #expect(info.consentStatus == .unknown)
      #expect(!info.canRequestAds)
      #expect(info.privacyOptionsRequirementStatus == .unknown)
      #expect(info.formStatus == .unknown)
      let result = Completion()
      names.update(into: result)
      await sim.perform(.advance(.milliseconds(999)))
      #expect(!result.isDone, "nothing completes before the update's 1 s")
      #expect(info.consentStatus == .unknown)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      #expect(info.consentStatus == .notRequired)
      #expect(info.canRequestAds)
      #expect(info.privacyOptionsRequirementStatus == .notRequired)
      #expect(info.formStatus == .unavailable)
      let completion = sim.trace.last(.consentInfoUpdateCompletion)
      #expect(completion?.time.description == "1.000")
      #expect(completion?.flag("canRequestAds") == true)
      #expect(completion?.text("consentStatus") == "notRequired")
      #expect(completion?.flag("privacyOptionsRequired") == false)
      #expect(completion?.integer("code") == nil)
      #expect(completion?.object == "UMPConsentInformation")
    }
  }

  @Test("The update call records its parameters as fields", arguments: NameSet.allCases)
  func parametersRecorded(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      names.information.requestConsentInfoUpdate(with: names.parameters(underAge: true)) { _ in }
      names.information.requestConsentInfoUpdate(with: nil) { _ in }
      let calls = sim.trace.events(named: .requestConsentInfoUpdate)
      #expect(calls.map(\.kind) == [.call, .call])
      #expect(calls.map { $0.flag("underAgeOfConsent") } == [true, false])
      #expect(calls.map { $0.text("debugGeography") } == ["EEA", "disabled"])
      #expect(calls.map { $0.flag("parameters") } == [true, false])
      #expect(calls.first?.detail == "under age of consent true, debug geography EEA")
    }
  }

  @Test(
    "A failing update completes with the network error in UMPErrorDomain and keeps the previous session's state",
    arguments: NameSet.allCases)
  func updateFails(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.updateFails(previousSession: .consented), in: sim)
      let info = names.information
      #expect(info.consentStatus == .obtained, "the previous session's status applies before any update")
      #expect(!info.canRequestAds, "no ads until this launch asks for an update, as the header says")
      let result = Completion()
      names.update(into: result)
      #expect(info.canRequestAds, "once asked, the previous session's answer applies")
      await sim.perform(.advance(.seconds(1)))
      #expect(result.error?.domain == UMPErrorDomain)
      #expect(result.error?.domain == "com.google.user_messaging_platform")
      #expect(result.error?.code == names.network)
      #expect(result.error?.code == 3)
      #expect(info.consentStatus == .obtained)
      #expect(info.canRequestAds)
      #expect(info.formStatus == .unknown)
      let completion = sim.trace.last(.consentInfoUpdateCompletion)
      #expect(completion?.integer("code") == 3)
      #expect(completion?.flag("updated") == false)
      #expect(completion?.flag("canRequestAds") == true)
      // The one change the app reads: ads allowed once the update was asked for.
      #expect(sim.trace.events(named: .consentStateChanged).map { $0.flag("canRequestAds") } == [true])
    }
  }

  @Test("A failing update with another code on a first launch leaves ads off", arguments: NameSet.allCases)
  func updateFailsOnFirstLaunch(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.updateFails(.misconfiguration), in: sim)
      let result = Completion()
      names.update(into: result)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.error?.code == UMPRequestErrorCode.misconfiguration.rawValue)
      #expect(result.error?.localizedDescription.contains("misconfigured") == true)
      #expect(names.information.consentStatus == .unknown)
      #expect(!names.information.canRequestAds)
    }
  }

  @Test("The async update returns after the latency, or throws the scenario's error", arguments: NameSet.allCases)
  func asyncUpdate(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(ConsentBehaviour(consent: .obtained, updateLatency: .seconds(3)), in: sim)
      let result = Completion()
      Task {
        do {
          try await names.information.requestConsentInfoUpdate(with: names.parameters())
          result.record(nil)
        } catch {
          result.record(error)
        }
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(2)))
      #expect(!result.isDone)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      #expect(names.information.consentStatus == .required)
      #expect(!names.information.canRequestAds)
      #expect(names.information.privacyOptionsRequirementStatus == .required)
      #expect(names.information.formStatus == .available)
      ConsentBehaviour.set(.updateFails(.invalidAppID), in: sim)
      let failed = Completion()
      Task {
        do {
          try await names.information.requestConsentInfoUpdate(with: nil)
          failed.record(nil)
        } catch {
          failed.record(error)
        }
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(1)))
      #expect(failed.error?.code == 2)
      #expect(failed.error?.domain == UMPErrorDomain)
    }
  }

  @Test(
    "reset() clears the state to unknown, ads off, and records the call and the change", arguments: NameSet.allCases)
  func reset(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let result = Completion()
      names.update(into: result)
      await sim.perform(.advance(.seconds(1)))
      #expect(names.information.canRequestAds)
      names.information.reset()
      #expect(names.information.consentStatus == .unknown)
      #expect(!names.information.canRequestAds)
      #expect(names.information.privacyOptionsRequirementStatus == .unknown)
      #expect(names.information.formStatus == .unknown)
      #expect(sim.trace.events(named: .consentInformationReset).map(\.kind) == [.call])
      #expect(sim.trace.events(named: .consentStateChanged).map { $0.flag("canRequestAds") } == [true, false])
    }
  }

  @Test("Each simulation has its own consent information, under both names the same object")
  func perSimulation() async {
    await Simulation.run(Script()) { sim in
      #expect(UMPConsentInformation.sharedInstance === ConsentInformation.shared)
      let result = Completion()
      NameSet.ump.update(into: result)
      await sim.perform(.advance(.seconds(1)))
      #expect(ConsentInformation.shared.canRequestAds)
    }
    await Simulation.run(Script()) { _ in
      #expect(!ConsentInformation.shared.canRequestAds, "the previous run's consent does not carry over")
      #expect(ConsentInformation.shared.consentStatus == .unknown)
    }
  }

  @Test("The scenario is recorded when set, and a scenario set after the object exists still sets its previous session")
  func scenarioRecorded() async {
    await Simulation.run(Script()) { sim in
      let info = UMPConsentInformation.sharedInstance
      #expect(!info.canRequestAds)
      ConsentBehaviour.set(ConsentBehaviour(previousSession: .notRequired), in: sim)
      #expect(!info.canRequestAds, "not until this launch asks for an update")
      #expect(info.consentStatus == .notRequired)
      info.requestConsentInfoUpdate(with: nil) { _ in }
      #expect(info.canRequestAds, "the previous session's answer once asked")
      #expect(sim.trace.events(named: .consentBehaviour).count == 1)
      #expect(sim.trace.events(named: .consentBehaviour).first?.detail.hasPrefix("consent notRequired") == true)
    }
  }
}
