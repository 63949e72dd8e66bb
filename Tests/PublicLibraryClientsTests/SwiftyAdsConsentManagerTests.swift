import AdSimulation
@preconcurrency import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Testing

/// The library's consent manager, as its facade makes it: a `Sendable` class keeping the
/// SDK object, run on each consent answer.
@Suite("SwiftyAds' consent manager")
@MainActor
struct SwiftyAdsConsentManagerTests {
  /// How the request ended, if it has.
  final class Outcome {
    var text = "still waiting"
  }

  static func manager(underAge: Bool) -> DefaultSwiftyAdsConsentManager {
    DefaultSwiftyAdsConsentManager(
      isTaggedForChildDirectedTreatment: false, isTaggedForUnderAgeOfConsent: underAge,
      mediationConfigurator: nil, environment: .production, mobileAds: .shared)
  }

  @Test("Where consent is required, the manager shows the form and passes the answer on")
  func requiredConsent() async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.obtained, in: sim)
      let window = UIWindow(frame: .zero)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let manager = Self.manager(underAge: true)
      let outcome = Outcome()
      Task {
        do { try await manager.request(from: screen); outcome.text = "done" } catch { outcome.text = "\(error)" }
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(30)))
      #expect(outcome.text == "done")
      #expect(manager.consentStatus == .obtained)
      #expect(sim.trace.events(named: "consent form shown").count == 1)
      #expect(GADMobileAds.shared.requestConfiguration.tagForUnderAgeOfConsent == true)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Where consent is not required, no form shows and no tag is set")
  func consentNotRequired() async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.notRequired, in: sim)
      let window = UIWindow(frame: .zero)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let manager = Self.manager(underAge: true)
      let outcome = Outcome()
      Task {
        do { try await manager.request(from: screen); outcome.text = "done" } catch { outcome.text = "\(error)" }
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(30)))
      #expect(outcome.text == "done")
      #expect(manager.consentStatus == .notRequired)
      #expect(sim.trace.events(named: "consent form shown").isEmpty)
      #expect(GADMobileAds.shared.requestConfiguration.tagForUnderAgeOfConsent == nil)
      withExtendedLifetime(window) {}
    }
  }
}
