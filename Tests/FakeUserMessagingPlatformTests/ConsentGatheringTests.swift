import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// A consent manager written the way Google's samples write one: update, then load and
/// present if required, with the async forms, checking `canRequestAds` before and after.
@MainActor
final class ConsentGatherer {
  let names: NameSet
  /// What the manager saw, in order.
  private(set) var log: [String] = []

  init(names: NameSet) { self.names = names }

  /// Gathers consent from the controller; returns the error, if any.
  func gatherConsent(from controller: UIViewController?) async -> NSError? {
    log.append("before: canRequestAds \(names.information.canRequestAds)")
    do {
      switch names {
      case .ump:
        try await UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: UMPRequestParameters())
        try await UMPConsentForm.loadAndPresentIfRequired(from: controller)
      case .v3:
        try await ConsentInformation.shared.requestConsentInfoUpdate(with: RequestParameters())
        try await ConsentForm.loadAndPresentIfRequired(from: controller)
      }
      log.append("after: canRequestAds \(names.information.canRequestAds)")
      return nil
    } catch {
      log.append("error \((error as NSError).code): canRequestAds \(names.information.canRequestAds)")
      return error as NSError
    }
  }

  /// Shows the privacy options form; returns the error, if any.
  func presentPrivacyOptions(from controller: UIViewController?) async -> NSError? {
    do {
      switch names {
      case .ump: try await UMPConsentForm.presentPrivacyOptionsForm(from: controller)
      case .v3: try await ConsentForm.presentPrivacyOptionsForm(from: controller)
      }
      return nil
    } catch {
      return error as NSError
    }
  }
}

@Suite("Async consent forms")
@MainActor
struct ConsentGatheringTests {
  @Test(
    "The async forms gather consent: ads off before, on after the user consents at 3.5 s",
    arguments: NameSet.allCases)
  func gathers(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.obtained, in: sim)
      let gatherer = ConsentGatherer(names: names)
      let done = Completion()
      Task { done.record(await gatherer.gatherConsent(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.seconds(3)))
      #expect(!done.isDone)
      #expect(root.presentedName == formControllerName)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(done.calls == 1 && done.error == nil)
      #expect(gatherer.log == ["before: canRequestAds false", "after: canRequestAds true"])
      #expect(sim.trace.times(of: .loadAndPresentIfRequiredCompletion) == ["3.500"])
      // The privacy options form, from the settings button, through the async form too.
      let privacy = Completion()
      Task { privacy.record(await gatherer.presentPrivacyOptions(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.milliseconds(2500)))
      #expect(privacy.calls == 1 && privacy.error == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "The async forms throw: an update error with the previous session's consent kept, a form error, privacy unavailable",
    arguments: NameSet.allCases)
  func throwsErrors(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      ConsentBehaviour.set(.updateFails(previousSession: .consented), in: sim)
      let gatherer = ConsentGatherer(names: names)
      let update = Completion()
      Task { update.record(await gatherer.gatherConsent(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.seconds(1)))
      #expect(update.error?.code == 3)
      // Read before the update is asked for, canRequestAds is false, as the header says.
      #expect(gatherer.log == ["before: canRequestAds false", "error 3: canRequestAds true"])
      ConsentBehaviour.set(.formFails(.unavailable), in: sim)
      let form = Completion()
      Task { form.record(await gatherer.gatherConsent(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.milliseconds(1500)))
      #expect(form.error?.code == 7)
      #expect(root.presentedViewController == nil)
      ConsentBehaviour.set(.notRequired, in: sim)
      let notRequired = Completion()
      Task { notRequired.record(await gatherer.gatherConsent(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.seconds(1)))
      #expect(notRequired.calls == 1 && notRequired.error == nil)
      let privacy = Completion()
      Task { privacy.record(await gatherer.presentPrivacyOptions(from: root)) }
      await sim.settle()
      await sim.perform(.advance(.zero))
      #expect(privacy.error?.code == 7)
      withExtendedLifetime(window) {}
    }
  }
}
