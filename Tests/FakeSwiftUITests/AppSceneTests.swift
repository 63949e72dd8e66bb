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

private final class RoundJournal {
  var entries: [String] = []
}

private struct RoundScreen: View {
  let journal: RoundJournal
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Round")
      .task {
        journal.entries.append("round task")
        try? await Task.sleep(for: .seconds(3))
        journal.entries.append("round over")
        dismiss()
      }
  }
}

private struct StoreScreen: View {
  let journal: RoundJournal

  var body: some View {
    NavigationStack {
      VStack {
        Text("Store")
        NavigationLink("Play a round") { RoundScreen(journal: journal) }
      }
      .task { journal.entries.append("store task") }
    }
  }
}

@Suite("Tasks across navigation")
@MainActor
struct TaskNavigationTests {
  @Test("A pushed screen's task sleeps on the virtual clock and pops it; the screen under it runs its task again")
  func taskAcrossPush() async {
    await Simulation.run(Script()) { sim in
      let journal = RoundJournal()
      let (window, controller) = host(StoreScreen(journal: journal))
      await sim.settle()
      #expect(controller.tapButton(titled: "Play a round"))
      await sim.settle()
      await sim.perform(.advance(.seconds(4)))
      await sim.settle()
      #expect(journal.entries == ["store task", "round task", "round over", "store task"])
      #expect(controller.buttonTitles == ["Play a round"])
      withExtendedLifetime(window) {}
    }
  }
}
