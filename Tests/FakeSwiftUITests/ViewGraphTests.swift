import AdSimulation
import FakeCombine
import FakeSwiftUI
import FakeUIKit
import Testing

/// A view model as ad screens keep one, counting how many were made.
@MainActor
final class CountingModel: ObservableObject {
  static var made = 0
  @Published var taps = 0
  let number: Int

  init() {
    Self.made += 1
    number = Self.made
  }
}

/// A screen that owns its model and shows a child that only watches it.
private struct OwnerScreen: View {
  @StateObject private var model = CountingModel()
  @State private var showsDetail = true
  let journal: Journal

  var body: some View {
    VStack {
      Text("Taps: \(model.taps)")
      Button("Tap") { model.taps += 1 }
      Button("Toggle") { showsDetail.toggle() }
      if showsDetail {
        DetailView(model: model, journal: journal)
          .onAppear { journal.note("detail appeared") }
          .onDisappear { journal.note("detail disappeared") }
      } else {
        Text("No detail")
      }
    }
  }
}

private struct DetailView: View {
  @ObservedObject var model: CountingModel
  @State private var evaluations = 0
  let journal: Journal

  var body: some View {
    journal.note("detail body with model \(model.number), taps \(model.taps)")
    return Text("Detail of \(model.number)")
  }
}

@Suite("The view graph")
@MainActor
struct ViewGraphTests {
  @Test("A state object is made once for its view's identity, and its changes show the view again after the turn")
  func stateObjectKept() async {
    await Simulation.run(Script()) { sim in
      CountingModel.made = 0
      let journal = Journal()
      let (window, controller) = host(OwnerScreen(journal: journal))
      #expect(CountingModel.made == 1)
      #expect(journal.entries == ["detail body with model 1, taps 0", "detail appeared"])
      #expect(controller.tapButton(titled: "Tap"))
      // SwiftUI shows the change at the end of the turn, not inside the action.
      #expect(journal.entries.count == 2)
      await sim.settle()
      #expect(journal.entries.last == "detail body with model 1, taps 1")
      #expect(CountingModel.made == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A change of branch takes the view away and shows the other, telling each")
  func branches() async {
    await Simulation.run(Script()) { sim in
      CountingModel.made = 0
      let journal = Journal()
      let (window, controller) = host(OwnerScreen(journal: journal))
      #expect(controller.tapButton(titled: "Toggle"))
      await sim.settle()
      #expect(journal.entries.last == "detail disappeared")
      #expect(controller.buttonTitles == ["Tap", "Toggle"])
      #expect(controller.tapButton(titled: "Toggle"))
      await sim.settle()
      #expect(journal.entries.suffix(2) == ["detail body with model 1, taps 0", "detail appeared"])
      #expect(!controller.tapButton(titled: "Missing"))
      withExtendedLifetime(window) {}
    }
  }
}

@Suite("Probes")
@MainActor
struct ProbeTests {
  @Test("A probe reads the view model a screen keeps as a state object, and the texts it draws")
  func stateObjectProbe() async {
    await Simulation.run(Script()) { sim in
      CountingModel.made = 0
      let journal = Journal()
      let (window, controller) = host(OwnerScreen(journal: journal))
      let model = SwiftUIUser.stateObject(CountingModel.self, of: controller)
      #expect(model?.number == 1)
      #expect(SwiftUIUser.stateObject(Journal.self, of: controller) == nil)
      controller.tapButton(titled: "Tap")
      await sim.settle()
      #expect(model?.taps == 1)
      #expect(SwiftUIUser.texts(shownBy: controller).first == "Taps: 1")
      withExtendedLifetime(window) {}
    }
  }
}
