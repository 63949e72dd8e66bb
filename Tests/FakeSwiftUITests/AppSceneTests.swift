import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

/// An app delegate that keeps a journal of what the app tells it.
private final class PhaseJournalDelegate: NSObject, UIApplicationDelegate {
  var entries: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    entries.append("launched")
    return true
  }

  static var current: PhaseJournalDelegate? { UIApplication.shared.delegate as? PhaseJournalDelegate }
}

/// An app that follows its scene's phase in its own body, as app open code does.
private struct PhaseFollowingApp: App {
  @UIApplicationDelegateAdaptor(PhaseJournalDelegate.self) var appDelegate
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      Text("Home")
    }
    .onChange(of: scenePhase) { phase in
      PhaseJournalDelegate.current?.entries.append("\(phase)")
    }
  }
}

@Suite("Apps launched by the simulation")
@MainActor
struct AppSceneTests {
  @Test("A launch step shows the app's window group; the app's body follows its scene's phase")
  func launchStep() async {
    await Simulation.run(Script()) { sim in
      let delegate = SwiftUIApp.prepare(PhaseFollowingApp.self) { PhaseJournalDelegate() }
      UIApplication.shared.delegate = delegate
      await sim.perform(.launch)
      await sim.settle()
      #expect(SwiftUIUser.texts(shownBy: UIApplication.shared.keyWindow!.rootViewController!) == ["Home"])
      await sim.perform(.background)
      await sim.perform(.foreground)
      await sim.settle()
      #expect(delegate.entries == ["launched", "active", "inactive", "background", "inactive", "active"])
    }
  }
}
