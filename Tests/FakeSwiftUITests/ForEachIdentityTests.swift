import AdSimulation
import FakeCombine
import FakeSwiftUI
import FakeUIKit
import Testing

/// A row's model, counting how many were made.
@MainActor
private final class RowModel: ObservableObject {
  static var made = 0
  init() { Self.made += 1 }
}

private struct Row: View {
  @StateObject private var model = RowModel()
  let id: Int

  var body: some View { Text("Row \(id)") }
}

/// A feed of rows known by their identifiers, whose first row the user can drop.
private struct Feed: View {
  @State private var ids: [Int]
  let journal: Journal

  init(count: Int, journal: Journal) {
    _ids = State(initialValue: Array(0..<count))
    self.journal = journal
  }

  var body: some View {
    VStack {
      Button("Drop first") { ids.removeFirst() }
      ForEach(ids, id: \.self) { id in
        Row(id: id).onDisappear { journal.note("row \(id) disappeared") }
      }
    }
  }
}

@Suite("ForEach identity")
@MainActor
struct ForEachIdentityTests {
  @Test(
    "Dropping a row takes only that row away; the others keep their state objects",
    arguments: [3, 64, 65, 120])
  func dropFirst(count: Int) async {
    await Simulation.run(Script()) { sim in
      RowModel.made = 0
      let journal = Journal()
      let (window, controller) = host(Feed(count: count, journal: journal))
      #expect(RowModel.made == count)
      #expect(controller.tapButton(titled: "Drop first"))
      await sim.settle()
      #expect(RowModel.made == count, "a row kept by its identifier was made again")
      #expect(journal.entries == ["row 0 disappeared"])
      withExtendedLifetime(window) {}
    }
  }
}
