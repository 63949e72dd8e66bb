import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// The older way: load a form, then present it once.
@Suite("Consent form, load then present")
@MainActor
struct ConsentFormLoadTests {
  @Test("A loaded form presents once; a second presentation fails with alreadyUsed (6)", arguments: NameSet.allCases)
  func singleUse(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      names.update(into: Completion())
      await sim.perform(.advance(.seconds(1)))
      let loaded = FormLoadResult()
      names.loadForm(into: loaded)
      await sim.perform(.advance(.milliseconds(499)))
      #expect(loaded.calls == 0)
      await sim.perform(.advance(.milliseconds(1)))
      let form = try #require(loaded.form)
      #expect(form.traceName == "UMPConsentForm#1")
      #expect(sim.trace.last(.consentFormLoadCompletion)?.flag("loaded") == true)
      let first = Completion()
      form.present(from: root) { first.record($0) }
      #expect(root.presentedName == formControllerName, "a loaded form shows at once")
      await sim.perform(.advance(.seconds(2)))
      #expect(first.calls == 1 && first.error == nil)
      #expect(root.presentedViewController == nil)
      #expect(names.information.canRequestAds)
      let second = Completion()
      form.present(from: root) { second.record($0) }
      await sim.perform(.advance(.zero))
      #expect(second.error?.code == names.alreadyUsed)
      #expect(second.error?.localizedDescription.contains("UMPConsentForm#1") == true)
      #expect(root.presentedViewController == nil)
      #expect(sim.trace.events(named: .consentFormPresentCompletion).map { $0.integer("code") } == [nil, 6])
      #expect(sim.trace.events(named: .consentFormPresent).map(\.object) == ["UMPConsentForm#1", "UMPConsentForm#1"])
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "Loading fails with unavailable (7) when no form applies: consent not required, or no update yet",
    arguments: NameSet.allCases)
  func unavailable(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let before = FormLoadResult()
      names.loadForm(into: before)
      await sim.perform(.advance(.seconds(1)))
      #expect(before.form == nil)
      #expect(before.error?.code == 7)
      #expect(before.error?.localizedDescription.contains("unknown") == true)
      names.update(into: Completion())
      await sim.perform(.advance(.seconds(1)))
      let after = FormLoadResult()
      names.loadForm(into: after)
      await sim.perform(.advance(.seconds(1)))
      #expect(after.error?.code == 7)
      #expect(after.error?.localizedDescription.contains("unavailable") == true)
      #expect(sim.trace.events(named: .consentFormLoadCompletion).map { $0.flag("loaded") } == [false, false])
    }
  }

  @Test("The call is recorded under each spelling's own name")
  func spellings() async {
    await Simulation.run(Script()) { sim in
      NameSet.ump.loadForm(into: FormLoadResult())
      NameSet.v3.loadForm(into: FormLoadResult())
      #expect(sim.trace.events(.call).map(\.name) == [.consentFormLoad, .consentFormLoadWith])
    }
  }

  @Test("The async load and present return the form, then return once it is dismissed", arguments: NameSet.allCases)
  func asyncLoadAndPresent(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      let result = Completion()
      Task {
        do {
          try await names.information.requestConsentInfoUpdate(with: names.parameters())
          let form = try await ConsentForm.load()
          try await form.present(from: root)
          result.record(nil)
          try await form.present(from: root)
        } catch {
          result.record(error)
        }
      }
      await sim.settle()
      await sim.perform(.advance(.milliseconds(1500)))
      #expect(root.presentedName == formControllerName)
      await sim.perform(.advance(.seconds(2)))
      #expect(result.calls == 2)
      #expect(result.error?.code == 6, "the second async present throws alreadyUsed")
      #expect(names.information.canRequestAds)
      withExtendedLifetime(window) {}
    }
  }
}
