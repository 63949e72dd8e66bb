import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// The privacy options form, shown from the app's privacy settings button.
@Suite("Privacy options form")
@MainActor
struct PrivacyOptionsFormTests {
  @Test(
    "When privacy options are required, the form shows over the controller and is dismissed before the completion",
    arguments: NameSet.allCases)
  func shownWhenRequired(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      let update = Completion()
      names.update(into: update)
      await sim.perform(.advance(.seconds(1)))
      #expect(names.information.privacyOptionsRequirementStatus == .required)
      let result = Completion()
      names.presentPrivacyOptions(from: root, into: result)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(root.presentedName == formControllerName)
      #expect(!result.isDone)
      await sim.perform(.advance(.seconds(2)))
      #expect(result.calls == 1 && result.error == nil)
      #expect(root.presentedViewController == nil)
      #expect(names.information.consentStatus == .obtained)
      let completion = sim.trace.last(.privacyOptionsFormCompletion)
      #expect(completion?.flag("shown") == true)
      #expect(completion?.object == "UMPConsentForm#1")
      #expect(sim.trace.events(named: .presentPrivacyOptionsForm).first?.flag("privacyOptionsRequired") == true)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A user who declines in the privacy options form withdraws consent: ads go off", arguments: NameSet.allCases)
  func withdrawal(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(ConsentBehaviour(consent: .denied, previousSession: .consented), in: sim)
      let update = Completion()
      names.update(into: update)
      #expect(names.information.canRequestAds)
      await sim.perform(.advance(.seconds(1)))
      let result = Completion()
      names.presentPrivacyOptions(from: root, into: result)
      await sim.perform(.advance(.milliseconds(2500)))
      #expect(result.calls == 1 && result.error == nil)
      #expect(!names.information.canRequestAds)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "When privacy options are not required, no form shows and the completion gets unavailable (7) on the next turn",
    arguments: NameSet.allCases)
  func failsWhenNotRequired(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let update = Completion()
      names.update(into: update)
      await sim.perform(.advance(.seconds(1)))
      #expect(names.information.privacyOptionsRequirementStatus == .notRequired)
      let result = Completion()
      names.presentPrivacyOptions(from: root, into: result)
      #expect(!result.isDone)
      await sim.perform(.advance(.zero))
      #expect(result.error?.code == names.unavailable)
      #expect(result.error?.domain == UMPErrorDomain)
      #expect(result.error?.localizedDescription.contains("notRequired") == true)
      #expect(root.presentedViewController == nil)
      let completion = sim.trace.last(.privacyOptionsFormCompletion)
      #expect(completion?.integer("code") == 7)
      #expect(completion?.flag("shown") == false)
      withExtendedLifetime(window) {}
    }
  }
}
