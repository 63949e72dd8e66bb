import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

/// A level screen that starts a level each time it appears, as games written in SwiftUI
/// do, with an alert, a sheet and a full-screen cover over it.
private struct LevelScreen: View {
  @State private var asksForBonus = false
  @State private var showsSettings = false
  @State private var showsShop = false
  let journal: Journal

  var body: some View {
    VStack {
      Button("Bonus") { asksForBonus = true }
      Button("Settings") { showsSettings = true }
      Button("Shop") { showsShop = true }
    }
    .onAppear { journal.note("appeared") }
    .onDisappear { journal.note("disappeared") }
    .alert("Watch an ad for a bonus?", isPresented: $asksForBonus) {
      Button("No thanks", role: .cancel) { journal.note("declined") }
    }
    .sheet(isPresented: $showsSettings) { ClosingScreen(title: "Close settings") }
    .fullScreenCover(isPresented: $showsShop) { ClosingScreen(title: "Close shop") }
  }
}

private struct ClosingScreen: View {
  @Environment(\.dismiss) private var dismiss
  let title: String

  var body: some View {
    Button(title) { dismiss() }
  }
}

@Suite("Presentations and the views under them")
@MainActor
struct PresentationLifecycleTests {
  @Test(
    "An alert and a sheet leave the screen's views on screen; a full-screen cover tells them they went and came back")
  func lifecycles() async {
    await Simulation.run(Script(device: Device(systemVersion: 17))) { sim in
      let journal = Journal()
      let (window, controller) = host(LevelScreen(journal: journal))
      await sim.settle()
      #expect(journal.entries == ["appeared"])

      controller.tapButton(titled: "Bonus")
      await sim.settle()
      let alert = controller.presentedViewController as? UIAlertController
      #expect(alert != nil)
      if let alert, let decline = alert.actions.first { alert.tap(decline) }
      await sim.settle()
      #expect(journal.entries == ["appeared", "declined"])

      controller.tapButton(titled: "Settings")
      await sim.settle()
      #expect(SwiftUIUser.tapButton(titled: "Close settings", in: window))
      await sim.settle()
      #expect(journal.entries == ["appeared", "declined"])

      controller.tapButton(titled: "Shop")
      await sim.settle()
      #expect(journal.entries == ["appeared", "declined", "disappeared"])
      #expect(SwiftUIUser.tapButton(titled: "Close shop", in: window))
      await sim.settle()
      #expect(journal.entries == ["appeared", "declined", "disappeared", "appeared"])
      #expect(controller.presentedViewController == nil)
      withExtendedLifetime(window) {}
    }
  }
}
