import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

/// A screen that reads the scene's phase, beside one that reads only its dismiss action.
private struct PhaseAndDismissScreen: View {
  let journal: Journal

  var body: some View {
    VStack {
      PhaseReader(journal: journal)
      DismissReader(journal: journal)
    }
  }
}

private struct PhaseReader: View {
  let journal: Journal
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    journal.note("phase reader: \(scenePhase)")
    return Text("Phase")
  }
}

private struct DismissReader: View {
  let journal: Journal
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    journal.note("dismiss reader")
    return Button("Close") { dismiss() }
  }
}

@Suite("Views that read their environment")
@MainActor
struct EnvironmentReadTests {
  @Test("A change of the scene's phase evaluates again the views that read the phase, and no other")
  func phaseChangeEvaluatesOnlyItsReaders() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, _) = host(PhaseAndDismissScreen(journal: journal))
      await sim.settle()
      #expect(journal.entries == ["phase reader: active", "dismiss reader"])
      journal.entries.removeAll()
      await sim.perform(.background)
      await sim.perform(.foreground)
      await sim.settle()
      #expect(
        journal.entries == [
          "phase reader: inactive", "phase reader: background", "phase reader: inactive", "phase reader: active",
        ])
      withExtendedLifetime(window) {}
    }
  }
}
