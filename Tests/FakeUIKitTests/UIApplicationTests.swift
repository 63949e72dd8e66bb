import AdSimulation
import FakeUIKit
import Foundation
import Synchronization
import Testing

/// Observes one notification on the default center, with `object: nil`, until stopped.
@MainActor
final class NotificationObserver {
  private var token: (any NSObjectProtocol)?

  init(_ name: Notification.Name, journal: Journal) {
    token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
      let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
      let name = note.name.rawValue
      MainActor.assumeIsolated {
        let fromThisApp = sender == ObjectIdentifier(UIApplication.shared)
        journal.add("notification \(name) \(fromThisApp ? "from this app" : "from another app")")
      }
    }
  }

  func stop() {
    if let token { NotificationCenter.default.removeObserver(token) }
    token = nil
  }
}

@MainActor
final class LifecycleDelegate: UIApplicationDelegate {
  let journal: Journal
  init(journal: Journal) { self.journal = journal }
  func applicationWillResignActive(_ application: UIApplication) {
    journal.add("delegate applicationWillResignActive, state \(application.applicationState)")
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    journal.add("delegate applicationDidEnterBackground, state \(application.applicationState)")
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    journal.add("delegate applicationWillEnterForeground, state \(application.applicationState)")
  }
  func applicationDidBecomeActive(_ application: UIApplication) {
    journal.add("delegate applicationDidBecomeActive, state \(application.applicationState)")
  }
}

@Suite("UIApplication")
@MainActor
struct UIApplicationTests {
  static let lifecycle: [Notification.Name] = [
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
  ]

  @Test("Background then foreground call the delegate, then post the notification, in iOS's order")
  func lifecycleOrder() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let delegate = LifecycleDelegate(journal: journal)
      UIApplication.shared.delegate = delegate
      let observers = Self.lifecycle.map { NotificationObserver($0, journal: journal) }
      defer { for observer in observers { observer.stop() } }
      #expect(UIApplication.shared.applicationState == .active)

      await sim.perform(.background)
      #expect(
        journal.entries == [
          "delegate applicationWillResignActive, state inactive",
          "notification UIApplicationWillResignActiveNotification from this app",
          "delegate applicationDidEnterBackground, state background",
          "notification UIApplicationDidEnterBackgroundNotification from this app",
        ])
      #expect(UIApplication.shared.applicationState == .background)
      journal.clear()

      await sim.perform(.foreground)
      #expect(
        journal.entries == [
          "delegate applicationWillEnterForeground, state inactive",
          "notification UIApplicationWillEnterForegroundNotification from this app",
          "delegate applicationDidBecomeActive, state active",
          "notification UIApplicationDidBecomeActiveNotification from this app",
        ])
      #expect(UIApplication.shared.applicationState == .active)
      #expect(
        sim.trace.events(.system).map(\.name) == [
          "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
        ])
    }
  }

  @Test(
    "Observers registered for the main queue, or any queue, hear each post before it returns",
    arguments: ["main", "OperationQueue.main", "own queue", "nil"])
  func queuedObservers(queue: String) async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      #expect(UIApplication.shared.applicationState == .active)
      let name = UIApplication.didEnterBackgroundNotification
      let block: @Sendable (Notification) -> Void = { note in
        let heard = note.name.rawValue
        MainActor.assumeIsolated { journal.add("heard \(heard)") }
      }
      let center = NotificationCenter.default
      let token: any NSObjectProtocol =
        switch queue {
        case "main": center.addObserver(forName: name, object: nil, queue: .main, using: block)
        case "OperationQueue.main":
          center.addObserver(forName: name, object: nil, queue: OperationQueue.main, using: block)
        case "own queue": center.addObserver(forName: name, object: nil, queue: OperationQueue(), using: block)
        default: center.addObserver(forName: name, object: nil, queue: nil, using: block)
        }
      defer { center.removeObserver(token) }
      await sim.perform(.background)
      #expect(journal.entries == ["heard UIApplicationDidEnterBackgroundNotification"])
      #expect(sim.trace.events(named: "didEnterBackground").count == 1)
    }
  }

  @Test("Backgrounding twice tells the app once; foregrounding an active app is ignored")
  func repeatedSteps() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let delegate = LifecycleDelegate(journal: journal)
      UIApplication.shared.delegate = delegate
      await sim.perform(.foreground)
      #expect(journal.entries.isEmpty)
      #expect(sim.trace.events(named: "ignored").map(\.detail) == ["nothing handles foreground here"])
      await sim.perform(.background)
      await sim.perform(.background)
      #expect(journal.entries.count == 2)
      #expect(sim.trace.events(named: "didEnterBackground").count == 1)
    }
  }

  @Test("The app holds its delegate weakly")
  func weakDelegate() async {
    await Simulation.run(Script()) { _ in
      var delegate: LifecycleDelegate? = LifecycleDelegate(journal: Journal())
      UIApplication.shared.delegate = delegate
      #expect(UIApplication.shared.delegate != nil)
      delegate = nil
      #expect(UIApplication.shared.delegate == nil)
    }
  }

  @Test("UIApplication.shared, UIScreen.main and UIDevice.current belong to the running simulation")
  func singletonsPerSimulation() async {
    let first = await Simulation.run(Script()) { _ in
      #expect(UIApplication.shared === UIApplication.shared)
      #expect(UIScreen.main === UIScreen.main)
      #expect(UIDevice.current === UIDevice.current)
      return UIApplication.shared
    }
    let second = await Simulation.run(Script(device: Device(idiom: .pad))) { _ in
      #expect(UIDevice.current.userInterfaceIdiom == .pad)
      #expect(UIScreen.main.scale == 1)
      return UIApplication.shared
    }
    #expect(first !== second)
  }

  /// A client that, like real app code, observes the background notification with `object: nil`.
  @MainActor
  final class BackgroundClient {
    let label: String
    let heard: SharedEntries
    private var token: (any NSObjectProtocol)?

    init(label: String, heard: SharedEntries) {
      self.label = label
      self.heard = heard
      token = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { [label] note in
        let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
        MainActor.assumeIsolated {
          let own = sender == ObjectIdentifier(UIApplication.shared)
          let simulation = Simulation.current?.script.name ?? "none"
          heard.add("\(label) heard \(simulation)'s app, \(own ? "its own" : "not its own")")
        }
      }
    }

    isolated deinit {
      if let token { NotificationCenter.default.removeObserver(token) }
    }
  }

  final class SharedEntries: Sendable {
    private let storage = Mutex<[String]>([])
    var entries: [String] { storage.withLock { $0 } }
    func add(_ entry: String) { storage.withLock { $0.append(entry) } }
  }

  static func runClient(_ label: String, heard: SharedEntries) async {
    await Simulation.run(Script(name: label)) { sim in
      heard.add("\(label) starts")
      #expect(UIApplication.shared.applicationState == .active)
      let client = BackgroundClient(label: label, heard: heard)
      for _ in 0..<3 { await Task.yield() }
      await sim.perform(.background)
      for _ in 0..<3 { await Task.yield() }
      await sim.perform(.foreground)
      await sim.perform(.background)
      withExtendedLifetime(client) {}
      heard.add("\(label) ends")
    }
  }

  @Test("Two clients in two concurrent simulations, both observing with object: nil, each hear only their own app")
  nonisolated func twoSimulationsDoNotHearEachOther() async {
    let heard = SharedEntries()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await Self.runClient("first", heard: heard) }
      group.addTask { await Self.runClient("second", heard: heard) }
    }
    let entries = heard.entries
    func block(_ label: String) -> [String] {
      [
        "\(label) starts",
        "\(label) heard \(label)'s app, its own",
        "\(label) heard \(label)'s app, its own",
        "\(label) ends",
      ]
    }
    #expect(entries == block("first") + block("second") || entries == block("second") + block("first"), "\(entries)")
  }
}
