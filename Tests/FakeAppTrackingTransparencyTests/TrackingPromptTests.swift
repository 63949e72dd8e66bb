import AdSimulation
import FakeAdSupport
import FakeAppTrackingTransparency
import FakeGoogleMobileAds
import Testing

/// A launch screen that asks for tracking before it starts ads, as apps did from iOS 14.
@MainActor
private final class TrackingFirstScreen: UIViewController {
  private(set) var started = false
  private(set) var statuses: [ATTrackingManager.AuthorizationStatus] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    ATTrackingManager.requestTrackingAuthorization { status in
      DispatchQueue.main.async {
        self.statuses.append(status)
        MobileAds.shared.start(completionHandler: nil)
        self.started = true
      }
    }
  }
}

@Suite("App Tracking Transparency")
@MainActor
struct TrackingPromptTests {
  @Test("The first request shows the prompt; the answer comes after the latency and later requests get it at once")
  func prompt() async {
    await Simulation.run(Script()) { sim in
      TrackingBehaviour.set(.allows, in: sim)
      let screen = TrackingFirstScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
      await sim.perform(.advance(.seconds(1)))
      #expect(!screen.started)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.started && screen.statuses == [.authorized])
      #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString != "00000000-0000-0000-0000-000000000000")
      let again = await ATTrackingManager.requestTrackingAuthorization()
      #expect(again == .authorized)
      #expect(sim.trace.events(named: .trackingPromptShown).count == 1)
      #expect(sim.trace.events(named: .trackingPromptAnswered).map(\.detail) == ["allows"])
      #expect(sim.trace.events(named: .requestTrackingAuthorization).count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("By default the user asks the app not to track, and the advertising identifier is zeros")
  func declines() async {
    await Simulation.run(Script()) { sim in
      var status: ATTrackingManager.AuthorizationStatus?
      Task { status = await ATTrackingManager.requestTrackingAuthorization() }
      await sim.settle()
      #expect(status == nil)
      await sim.perform(.advance(.seconds(2)))
      #expect(status == .denied)
      #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(!ASIdentifierManager.shared().isAdvertisingTrackingEnabled)
    }
  }

  @Test("A restricted device shows no prompt and answers restricted at once")
  func restricted() async {
    await Simulation.run(Script()) { sim in
      TrackingBehaviour.set(.restricted, in: sim)
      let status = await ATTrackingManager.requestTrackingAuthorization()
      #expect(status == .restricted)
      #expect(sim.trace.events(named: .trackingPromptShown).isEmpty)
    }
  }
}
