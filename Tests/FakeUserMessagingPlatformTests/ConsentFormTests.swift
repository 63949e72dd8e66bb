import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// `loadAndPresentIfRequired`: the form over the app's controller when consent is
/// required, nothing when it is not, and the scenario's answers and failures.
@Suite("Consent form, load and present if required")
@MainActor
struct ConsentFormTests {
  /// Runs the update and lets it complete.
  private func updated(_ sim: Simulation, _ names: NameSet) async {
    let result = Completion()
    names.update(into: result)
    await sim.perform(.advance(.seconds(1)))
    #expect(result.calls == 1 && result.error == nil)
  }

  @Test(
    "Required, then obtained: the form shows over the controller, is dismissed, and consent is obtained",
    arguments: NameSet.allCases)
  func requiredThenObtained(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      let info = names.information
      #expect(info.consentStatus == .unknown && !info.canRequestAds)
      await updated(sim, names)
      #expect(info.consentStatus == .required)
      #expect(!info.canRequestAds)
      #expect(info.privacyOptionsRequirementStatus == .required)
      let result = Completion()
      names.loadAndPresent(from: root, into: result)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(root.presentedName == formControllerName, "the form is on screen once loaded")
      #expect(root.presentedViewController?.view.window === window)
      #expect(!result.isDone)
      await sim.perform(.advance(.milliseconds(1999)))
      #expect(!result.isDone, "the user has not answered yet")
      #expect(info.consentStatus == .required)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      #expect(root.presentedViewController == nil, "the form is dismissed before the completion")
      #expect(info.consentStatus == .obtained)
      #expect(info.canRequestAds)
      #expect(info.privacyOptionsRequirementStatus == .required)
      #expect(sim.trace.times(of: .consentFormShown) == ["1.500"])
      #expect(sim.trace.times(of: .consentFormDismissed) == ["3.500"])
      let completion = sim.trace.last(.loadAndPresentIfRequiredCompletion)
      #expect(completion?.object == "UMPConsentForm#1")
      #expect(completion?.flag("shown") == true)
      #expect(completion?.flag("canRequestAds") == true)
      #expect(completion?.text("consentStatus") == "obtained")
      #expect(completion?.integer("code") == nil)
      #expect(sim.trace.events(named: .consentFormAnswered).map { $0.flag("consented") } == [true])
      // Dismissal comes before the completion in the trace too.
      let names = sim.trace.events.filter { $0.kind != .released }.map(\.name).suffix(4)
      #expect(
        Array(names) == [
          .consentFormAnswered, .consentFormDismissed, .consentStateChanged,
          .loadAndPresentIfRequiredCompletion,
        ])
    }
  }

  @Test(
    "Not required: no form shows, and the completion comes on the next turn of the clock",
    arguments: NameSet.allCases)
  func notRequired(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      await updated(sim, names)
      let result = Completion()
      names.loadAndPresent(from: root, into: result)
      #expect(!result.isDone, "the completion never runs inside the call")
      await sim.perform(.advance(.zero))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      #expect(root.presentedViewController == nil)
      #expect(sim.trace.events(named: .consentFormShown).isEmpty)
      #expect(sim.trace.last(.loadAndPresentIfRequiredCompletion)?.flag("shown") == false)
      #expect(sim.trace.last(.loadAndPresentIfRequiredCompletion)?.time.description == "1.000")
      #expect(names.information.canRequestAds)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "Denied: the form shows, the user declines, and consent stays required with ads off",
    arguments: NameSet.allCases)
  func denied(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.denied, in: sim)
      await updated(sim, names)
      let result = Completion()
      names.loadAndPresent(from: root, into: result)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(root.presentedName == formControllerName)
      await sim.perform(.advance(.seconds(2)))
      #expect(result.calls == 1 && result.error == nil)
      #expect(root.presentedViewController == nil)
      #expect(names.information.consentStatus == .required)
      #expect(!names.information.canRequestAds)
      #expect(sim.trace.events(named: .consentFormAnswered).map { $0.flag("consented") } == [false])
      #expect(sim.trace.last(.loadAndPresentIfRequiredCompletion)?.flag("canRequestAds") == false)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "A form that fails to load completes with the scenario's code and shows nothing",
    arguments: NameSet.allCases)
  func formLoadFails(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.formFails(.timeout), in: sim)
      await updated(sim, names)
      let result = Completion()
      names.loadAndPresent(from: root, into: result)
      await sim.perform(.advance(.milliseconds(499)))
      #expect(!result.isDone)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(result.error?.code == 8)
      #expect(result.error?.domain == UMPErrorDomain)
      #expect(root.presentedViewController == nil)
      #expect(!names.information.canRequestAds)
      let completion = sim.trace.last(.loadAndPresentIfRequiredCompletion)
      #expect(completion?.integer("code") == 8)
      #expect(completion?.flag("shown") == false)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "A form that loads but fails to present completes with the scenario's code",
    arguments: NameSet.allCases)
  func formPresentationFails(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(ConsentBehaviour(consent: .obtained, failure: .formPresentation(.internal)), in: sim)
      await updated(sim, names)
      let result = Completion()
      names.loadAndPresent(from: root, into: result)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(result.error?.code == FormErrorCode.internal.rawValue)
      #expect(root.presentedViewController == nil)
      #expect(sim.trace.events(named: .consentFormCreated).count == 1)
      #expect(sim.trace.events(named: .consentFormShown).isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "A controller outside any window fails with invalidViewController (9), naming the controller",
    arguments: NameSet.allCases)
  func controllerOutsideWindow(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.obtained, in: sim)
      await updated(sim, names)
      let loose = UIViewController()
      let result = Completion()
      names.loadAndPresent(from: loose, into: result)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.error?.code == UMPFormErrorCode.invalidViewController.rawValue)
      #expect(result.error?.localizedDescription.contains("UIViewController") == true)
      #expect(names.information.consentStatus == .required)
    }
  }

  @Test("From nil, the form shows over the key window's top controller", arguments: NameSet.allCases)
  func fromNil(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let splash = UIViewController()
      root.present(splash, animated: false)
      ConsentBehaviour.set(.obtained, in: sim)
      await updated(sim, names)
      let result = Completion()
      names.loadAndPresent(from: nil, into: result)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(splash.presentedName == formControllerName)
      await sim.perform(.advance(.seconds(2)))
      #expect(splash.presentedViewController == nil)
      #expect(root.presentedViewController === splash, "the app's own screen stays up")
      #expect(result.error == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "Once consent is obtained, a later update in the run finds it and no form shows again",
    arguments: NameSet.allCases)
  func consentRemembered(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      await updated(sim, names)
      names.loadAndPresent(from: root, into: Completion())
      await sim.perform(.advance(.seconds(3)))
      await updated(sim, names)
      #expect(names.information.consentStatus == .obtained)
      let again = Completion()
      names.loadAndPresent(from: root, into: again)
      await sim.perform(.advance(.zero))
      #expect(again.calls == 1 && again.error == nil)
      #expect(sim.trace.events(named: .consentFormShown).count == 1)
      withExtendedLifetime(window) {}
    }
  }
}
