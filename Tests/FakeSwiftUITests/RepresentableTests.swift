import AdSimulation
import FakeCombine
import FakeSwiftUI
import FakeUIKit
import Testing

/// A UIKit view the size of a standard banner.
private final class BannerBox: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 50) }
}

/// A banner representable in the shape ad code gives it: a coordinator as the delegate.
private struct BannerRepresentable: UIViewRepresentable {
  let journal: Journal
  let unit: String

  final class Coordinator {
    let number: Int
    init(number: Int) { self.number = number }
  }

  func makeCoordinator() -> Coordinator {
    journal.note("makeCoordinator")
    return Coordinator(number: journal.entries.count)
  }

  func makeUIView(context: Context) -> BannerBox {
    journal.note("makeUIView with coordinator \(context.coordinator.number)")
    return BannerBox()
  }

  func updateUIView(_ uiView: BannerBox, context: Context) {
    journal.note("updateUIView \(unit) with coordinator \(context.coordinator.number)")
  }

  static func dismantleUIView(_ uiView: BannerBox, coordinator: Coordinator) {
    uiView.tag = 99
  }
}

private struct BannerScreen: View {
  @State private var unit = "first"
  @State private var showsBanner = true
  let journal: Journal

  var body: some View {
    VStack {
      Text("Article")
      Button("Next unit") { unit = "second" }
      Button("Hide") { showsBanner = false }
      Spacer()
      if showsBanner {
        BannerRepresentable(journal: journal, unit: unit)
          .frame(width: 320, height: 50)
      }
    }
  }
}

private struct TaskScreen: View {
  @State private var isOn = true
  let journal: Journal

  var body: some View {
    VStack {
      Button("Off") { isOn = false }
      if isOn {
        Text("Loading")
          .task {
            journal.note("task started")
            do {
              try await Task.sleep(for: .seconds(60))
              journal.note("task finished")
            } catch {
              journal.note("task cancelled")
            }
          }
      }
    }
  }
}

@Suite("Representables, layout and tasks")
@MainActor
struct RepresentableTests {
  @Test(
    "A representable's coordinator comes first, its view once, an update on each showing, and a dismantling as it goes")
  func lifecycle() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(BannerScreen(journal: journal))
      #expect(
        journal.entries == [
          "makeCoordinator", "makeUIView with coordinator 1", "updateUIView first with coordinator 1",
        ])
      let banner = controller.view.subviews.first { $0 is BannerBox }
      #expect(banner != nil)
      controller.tapButton(titled: "Next unit")
      await sim.settle()
      #expect(journal.entries.last == "updateUIView second with coordinator 1")
      #expect(journal.entries.filter { $0.hasPrefix("make") }.count == 2)
      controller.tapButton(titled: "Hide")
      await sim.settle()
      #expect(banner?.superview == nil)
      #expect(banner?.tag == 99)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A spacer pushes the banner to the bottom of the safe area; text and buttons stack from the top")
  func layout() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(BannerScreen(journal: journal))
      let banner = controller.view.subviews.first { $0 is BannerBox }
      #expect(banner?.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      #expect(banner?.isOnScreen == true)
      await sim.perform(.rotate(.landscape))
      #expect(banner?.frame == CGRect(x: 80, y: 270, width: 320, height: 50))
      withExtendedLifetime(window) {}
    }
  }

  @Test("A view's task starts as it appears and is cancelled as it goes")
  func taskCancelled() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(TaskScreen(journal: journal))
      await sim.settle()
      #expect(journal.entries == ["task started"])
      controller.tapButton(titled: "Off")
      await sim.settle()
      #expect(journal.entries == ["task started", "task cancelled"])
      withExtendedLifetime(window) {}
    }
  }
}

/// A banner screen of UIKit's, shown in SwiftUI, as apps that keep a UIKit banner
/// controller do.
private final class BannerController: UIViewController {
  var journal: Journal?

  override func viewDidLoad() {
    super.viewDidLoad()
    journal?.note("viewDidLoad")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    journal?.note("viewDidAppear, parent \(parent.map { "\(type(of: $0))".prefix(19) } ?? "none")")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    journal?.note("viewDidDisappear")
  }
}

private struct BannerControllerView: UIViewControllerRepresentable {
  let journal: Journal

  func makeUIViewController(context: Context) -> BannerController {
    let controller = BannerController()
    controller.journal = journal
    return controller
  }

  func updateUIViewController(_ uiViewController: BannerController, context: Context) {
    journal.note("update")
  }
}

private struct ControllerScreen: View {
  @State private var shows = true
  let journal: Journal

  var body: some View {
    VStack {
      Button("Hide") { shows = false }
      if shows {
        BannerControllerView(journal: journal).frame(height: 50)
      }
    }
  }
}

@Suite("View controller representables")
@MainActor
struct ControllerRepresentableTests {
  @Test("A representable's controller is the hosting controller's child, told it appeared and disappeared")
  func controller() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(ControllerScreen(journal: journal))
      #expect(journal.entries == ["viewDidLoad", "update", "viewDidAppear, parent UIHostingController"])
      #expect(controller.children.count == 1)
      controller.tapButton(titled: "Hide")
      await sim.settle()
      #expect(journal.entries.last == "viewDidDisappear")
      #expect(controller.children.isEmpty)
      withExtendedLifetime(window) {}
    }
  }
}
