import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

/// A view that lays its banner out at the width it is given, as adaptive-banner code does.
private struct WidthReadingScreen: View {
  let journal: Journal

  var body: some View {
    GeometryReader { proxy in
      let _ = journal.note("made at \(Int(proxy.size.width))")
      VStack {
        Spacer()
        Text("Width \(Int(proxy.size.width))")
          .onAppear { journal.note("appeared at \(Int(proxy.size.width))") }
      }
    }
  }
}

private struct SettingsSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

private struct SheetScreen: View {
  @State private var showsSettings = false
  let journal: Journal

  var body: some View {
    Button("Settings") { showsSettings = true }
      .sheet(isPresented: $showsSettings, onDismiss: { journal.note("dismissed") }) {
        SettingsSheet()
      }
      .onChange(of: showsSettings) { shown in journal.note("shown \(shown)") }
  }
}

@Suite("Geometry and sheets")
@MainActor
struct GeometryAndSheetTests {
  @Test("A geometry reader's content is made at the size the layout gives it, again after a rotation")
  func geometry() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(WidthReadingScreen(journal: journal))
      // Made first at the width the layout gave it, before it appeared, as SwiftUI makes
      // a reader's content while laying out (never at a size of zero before the layout);
      // and again at the new width after the rotation.
      #expect(journal.entries == ["made at 320", "appeared at 320"])
      await sim.perform(.rotate(.landscape))
      #expect(journal.entries.last == "made at 480")
      #expect(controller.view.bounds.width == 480)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A sheet is presented while its binding is true; its dismiss action sets the binding back and runs onDismiss")
  func sheet() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(SheetScreen(journal: journal))
      controller.tapButton(titled: "Settings")
      await sim.settle()
      let sheet = controller.presentedViewController
      #expect(sheet != nil)
      #expect(SwiftUIUser.buttonTitles(in: window) == ["Done"])
      #expect(SwiftUIUser.tapButton(titled: "Done", in: window))
      await sim.settle()
      #expect(controller.presentedViewController == nil)
      #expect(journal.entries == ["shown true", "dismissed", "shown false"])
      #expect(SwiftUIUser.buttonTitles(in: window) == ["Settings"])
      withExtendedLifetime(window) {}
    }
  }
}
