import AdSimulation
import FakeCombine
import FakeSwiftUI
import FakeUIKit
import Testing

private struct GameOverScreen: View {
  @State private var showsAlert = false
  let journal: Journal

  var body: some View {
    VStack {
      Button("Lose") { showsAlert = true }
    }
    .alert(isPresented: $showsAlert) {
      Alert(
        title: Text("Game Over"), message: Text("You lasted 3 seconds"),
        dismissButton: .cancel(Text("OK")) { journal.note("ok tapped, alert shown: \(showsAlert)") })
    }
  }
}

private struct MenuScreen: View {
  let journal: Journal

  var body: some View {
    NavigationView {
      List(["Banner", "Interstitial"], id: \.self) { item in
        NavigationLink(destination: DetailScreen(name: item, journal: journal)) {
          Text(item)
        }
      }
      .navigationTitle("Menu")
      .onAppear { journal.note("menu appeared") }
      .onDisappear { journal.note("menu disappeared") }
    }
  }
}

private struct DetailScreen: View {
  let name: String
  let journal: Journal
  @State private var count = 0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("\(name) \(count)")
      Button("Count") { count += 1 }
      Button("Close") { dismiss() }
    }
    .onAppear { journal.note("\(name) appeared") }
    .onDisappear { journal.note("\(name) disappeared") }
  }
}

private final class DemoDelegate: NSObject, UIApplicationDelegate {
  var launched = false

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

private struct PhaseView: View {
  @Environment(\.scenePhase) private var scenePhase
  static let journal = Journal()

  var body: some View {
    Text("Phase")
      .onChange(of: scenePhase) { phase in Self.journal.note("phase \(phase)") }
  }
}

private struct DemoApp: App {
  @UIApplicationDelegateAdaptor(DemoDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      PhaseView()
    }
  }
}

@Suite("Navigation, alerts and apps")
@MainActor
struct NavigationAndAlertTests {
  @Test("An alert is a UIKit alert presented over the screen; its button sets the binding back, then acts")
  func alert() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(GameOverScreen(journal: journal))
      controller.tapButton(titled: "Lose")
      await sim.settle()
      let alert = controller.presentedViewController as? UIAlertController
      #expect(alert?.title == "Game Over")
      #expect(alert?.actions.map(\.title) == ["OK"])
      #expect(!controller.tapButton(titled: "Lose"))
      if let alert, let ok = alert.actions.first { alert.tap(ok) }
      #expect(controller.presentedViewController == nil)
      #expect(journal.entries == ["ok tapped, alert shown: false"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A navigation link pushes its screen over the list, which keeps its state; back uncovers it")
  func navigation() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, controller) = host(MenuScreen(journal: journal))
      #expect(journal.entries == ["menu appeared"])
      #expect(controller.buttonTitles == ["Banner", "Interstitial"])
      controller.tapButton(titled: "Interstitial")
      await sim.settle()
      #expect(journal.entries == ["menu appeared", "Interstitial appeared", "menu disappeared"])
      #expect(controller.buttonTitles == ["Count", "Close"])
      controller.tapButton(titled: "Count")
      await sim.settle()
      #expect(controller.navigateBack())
      #expect(journal.entries.suffix(2) == ["Interstitial disappeared", "menu appeared"])
      #expect(controller.buttonTitles == ["Banner", "Interstitial"])
      #expect(!controller.navigateBack())
      // A pushed screen's dismiss action takes it off the stack.
      controller.tapButton(titled: "Banner")
      await sim.settle()
      #expect(controller.tapButton(titled: "Close"))
      await sim.settle()
      #expect(controller.buttonTitles == ["Banner", "Interstitial"])
      #expect(journal.entries.suffix(2) == ["Banner disappeared", "menu appeared"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("An app launches with its adapted delegate told first, and its views follow the scene's phase")
  func app() async {
    await Simulation.run(Script()) { sim in
      let launched = SwiftUIApp.launch(DemoApp.self, delegate: { DemoDelegate() })
      #expect((launched.delegate as? DemoDelegate)?.launched == true)
      #expect(launched.app.appDelegate === launched.delegate as? DemoDelegate)
      await sim.perform(.background)
      await sim.perform(.foreground)
      #expect(PhaseView.journal.entries == ["phase inactive", "phase background", "phase inactive", "phase active"])
      withExtendedLifetime(launched.window) {}
    }
  }
}

private struct TabsScreen: View {
  let journal: Journal

  var body: some View {
    TabView {
      CounterTab(name: "Games", journal: journal).tabItem { Text("Games") }
      CounterTab(name: "Shop", journal: journal).tabItem { Label("Shop", systemImage: "cart") }
    }
  }
}

private struct CounterTab: View {
  let name: String
  let journal: Journal
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
      .onAppear { journal.note("\(name) appeared") }
      .onDisappear { journal.note("\(name) disappeared") }
  }
}

@Suite("Tabs")
@MainActor
struct TabTests {
  @Test("A tab's screen is made when first selected and keeps its state; only the selected one shows")
  func tabs() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (window, _) = host(TabsScreen(journal: journal))
      #expect(journal.entries == ["Games appeared"])
      #expect(SwiftUIUser.tapButton(titled: "Games 0", in: window))
      await sim.settle()
      #expect(SwiftUIUser.selectTab(titled: "Shop", in: window))
      await sim.settle()
      #expect(journal.entries == ["Games appeared", "Shop appeared", "Games disappeared"])
      #expect(SwiftUIUser.buttonTitles(in: window) == ["Shop 0"])
      #expect(SwiftUIUser.selectTab(titled: "Games", in: window))
      await sim.settle()
      #expect(SwiftUIUser.buttonTitles(in: window) == ["Games 1"])
      #expect(!SwiftUIUser.selectTab(titled: "Settings", in: window))
      withExtendedLifetime(window) {}
    }
  }
}
