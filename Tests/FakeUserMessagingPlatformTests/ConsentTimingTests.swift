import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// Consent runs on the virtual clock alone: the same scenario gives the same trace, and
/// nothing happens before its latency.
@Suite("Consent timing and determinism")
@MainActor
struct ConsentTimingTests {
  /// Plays a whole consent flow under the scenario and returns its timeline.
  private func timeline(_ names: NameSet, _ scenario: ConsentBehaviour) async -> [String] {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(scenario, in: sim)
      let gatherer = ConsentGatherer(names: names)
      Task {
        _ = await gatherer.gatherConsent(from: root)
        _ = await gatherer.presentPrivacyOptions(from: root)
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(20)))
      withExtendedLifetime(window) {}
      return sim.trace.timeline()
    }
  }

  @Test("The same scenario gives the same timeline, byte for byte", arguments: NameSet.allCases)
  func deterministic(_ names: NameSet) async {
    let scenario = ConsentBehaviour(
      consent: .denied, previousSession: .declined, updateLatency: .milliseconds(1250),
      formLoadLatency: .milliseconds(300), answerLatency: .seconds(4))
    let first = await timeline(names, scenario)
    let second = await timeline(names, scenario)
    #expect(first == second)
    #expect(first.joined(separator: "\n").utf8.elementsEqual(second.joined(separator: "\n").utf8))
    #expect(first.contains { $0.contains("consent form answered") })
    // Another scenario gives another timeline, so the comparison can fail.
    #expect(await timeline(names, .obtained) != first)
  }

  @Test("Every step waits for its own latency and no more", arguments: NameSet.allCases)
  func latencies(_ names: NameSet) async {
    let scenario = ConsentBehaviour(
      consent: .obtained, updateLatency: .seconds(2), formLoadLatency: .seconds(1), answerLatency: .seconds(5))
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(scenario, in: sim)
      let update = Completion()
      names.update(into: update)
      await sim.perform(.advance(.milliseconds(1999)))
      #expect(!update.isDone)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(update.isDone)
      let form = Completion()
      names.loadAndPresent(from: root, into: form)
      await sim.perform(.advance(.milliseconds(999)))
      #expect(root.presentedViewController == nil, "the form is still loading")
      await sim.perform(.advance(.milliseconds(1)))
      #expect(root.presentedName == formControllerName)
      await sim.perform(.advance(.milliseconds(4999)))
      #expect(!form.isDone)
      #expect(!names.information.canRequestAds)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(form.isDone)
      #expect(names.information.canRequestAds)
      #expect(sim.trace.times(of: .consentInfoUpdateCompletion) == ["2.000"])
      #expect(sim.trace.times(of: .consentFormShown) == ["3.000"])
      #expect(sim.trace.times(of: .loadAndPresentIfRequiredCompletion) == ["8.000"])
      withExtendedLifetime(window) {}
    }
  }
}
