import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A screen that writes every callback it gets into a shared log.
@MainActor
final class RecordingViewController: UIViewController {
  let name: String
  let journal: Journal
  var supported: UIInterfaceOrientationMask = .allButUpsideDown

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
  override func viewDidLoad() { journal.add("\(name) viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { journal.add("\(name) viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.add("\(name) viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { journal.add("\(name) viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { journal.add("\(name) viewDidDisappear") }
  override func viewWillLayoutSubviews() { journal.add("\(name) viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    journal.add("\(name) viewDidLayoutSubviews \(view.bounds.width)×\(view.bounds.height)")
  }
  override func didReceiveMemoryWarning() { journal.add("\(name) didReceiveMemoryWarning") }
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    journal.add(
      "\(name) willRotate(to: \(toInterfaceOrientation)) screen \(UIScreen.main.bounds.width)×\(UIScreen.main.bounds.height)"
    )
  }
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    journal.add(
      "\(name) didRotate(from: \(fromInterfaceOrientation)) screen \(UIScreen.main.bounds.width)×\(UIScreen.main.bounds.height)"
    )
  }
}

/// An ordered record of callbacks and notifications.
@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

@Suite("UIViewController")
@MainActor
struct UIViewControllerTests {
  @Test("A root screen loads its view, then appears when the window is made key and visible")
  func rootAppears() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let screen = RecordingViewController("A", journal: journal)
      #expect(!screen.isViewLoaded)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      #expect(
        journal.entries == [
          "A viewDidLoad", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews 320.0×480.0",
        ])
      journal.clear()
      window.makeKeyAndVisible()
      // As on a device, the appearing root is laid out between will and did appear.
      #expect(
        journal.entries == [
          "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews 320.0×480.0", "A viewDidAppear",
        ])
      #expect(screen.isViewVisible)
      #expect(screen.view.window === window)
    }
  }

  @Test("viewDidLoad comes before viewWillAppear when a screen is set on a visible window")
  func loadBeforeAppearOnVisibleWindow() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let window = UIWindow(frame: .zero)
      window.makeKeyAndVisible()
      window.rootViewController = RecordingViewController("A", journal: journal)
      #expect(journal.entries.first == "A viewDidLoad")
      #expect(journal.entries.last == "A viewDidAppear")
      #expect(journal.entries.firstIndex(of: "A viewDidLoad")! < journal.entries.firstIndex(of: "A viewWillAppear")!)
    }
  }

  @Test(
    "Push and pop on a UINavigationController call the appearance methods in UIKit's order, laying screens out under the bar"
  )
  func pushAndPop() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let a = RecordingViewController("A", journal: journal)
      let b = RecordingViewController("B", journal: journal)
      let navigation = UINavigationController(rootViewController: a)
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(a.navigationController === navigation)
      #expect(a.parent === navigation)
      journal.clear()

      navigation.pushViewController(b, animated: true)
      #expect(
        journal.entries == [
          "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear",
          "B viewWillLayoutSubviews", "B viewDidLayoutSubviews 320.0×416.0",
          "A viewDidDisappear", "B viewDidAppear",
        ])
      #expect(navigation.topViewController === b)
      #expect(navigation.viewControllers.count == 2)
      #expect(b.view.window === window)
      #expect(a.view.window == nil)
      #expect(!a.isViewVisible && b.isViewVisible)
      journal.clear()

      #expect(navigation.popViewController(animated: true) === b)
      #expect(
        journal.entries == [
          "B viewWillDisappear", "A viewWillAppear",
          "A viewWillLayoutSubviews", "A viewDidLayoutSubviews 320.0×416.0",
          "B viewDidDisappear", "A viewDidAppear",
        ])
      #expect(navigation.topViewController === a)
      #expect(b.parent == nil)
      #expect(b.view.window == nil)
      journal.clear()

      #expect(navigation.popViewController(animated: true) == nil)
      #expect(journal.entries.isEmpty)
    }
  }

  @Test("Presenting and dismissing modally calls the appearance methods of both screens")
  func presentAndDismiss() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let a = RecordingViewController("A", journal: journal)
      let modal = RecordingViewController("M", journal: journal)
      let window = UIWindow(frame: .zero)
      window.rootViewController = a
      window.makeKeyAndVisible()
      journal.clear()
      a.present(modal, animated: true)
      #expect(
        journal.entries == [
          "A viewWillDisappear", "M viewDidLoad", "M viewWillAppear",
          "M viewWillLayoutSubviews", "M viewDidLayoutSubviews 320.0×480.0",
          "A viewDidDisappear", "M viewDidAppear",
        ])
      #expect(a.presentedViewController === modal)
      #expect(modal.presentingViewController === a)
      journal.clear()
      modal.dismiss(animated: true)
      #expect(
        journal.entries == [
          "M viewWillDisappear", "A viewWillAppear", "M viewDidDisappear", "A viewDidAppear",
        ])
      #expect(a.presentedViewController == nil)
      #expect(modal.view.window == nil)
    }
  }

  struct Rotation: Sendable, CustomTestStringConvertible {
    var idiom: Device.Idiom
    var portrait: CGSize
    var testDescription: String { "\(idiom) \(Int(portrait.width))×\(Int(portrait.height))" }
  }

  @Test(
    "Rotating calls willRotate, lays out at the new size, calls didRotate, and swaps the screen's bounds",
    arguments: [
      Rotation(idiom: .phone, portrait: CGSize(width: 320, height: 480)),
      Rotation(idiom: .pad, portrait: CGSize(width: 768, height: 1024)),
    ])
  func rotation(_ rotation: Rotation) async {
    await Simulation.run(Script(device: Device(idiom: rotation.idiom))) { sim in
      let journal = Journal()
      let screen = RecordingViewController("A", journal: journal)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let (w, h) = (rotation.portrait.width, rotation.portrait.height)
      #expect(UIScreen.main.bounds.size == CGSize(width: w, height: h))
      #expect(UIDevice.current.userInterfaceIdiom == (rotation.idiom == .pad ? .pad : .phone))
      #expect(screen.interfaceOrientation == .portrait)
      journal.clear()

      await sim.perform(.rotate(.landscape))
      #expect(
        journal.entries == [
          "A willRotate(to: landscapeRight) screen \(w)×\(h)",
          "A viewWillLayoutSubviews", "A viewDidLayoutSubviews \(h)×\(w)",
          "A didRotate(from: portrait) screen \(h)×\(w)",
        ])
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: h, height: w))
      #expect(window.frame.size == CGSize(width: h, height: w))
      #expect(screen.view.frame.size == CGSize(width: h, height: w))
      #expect(screen.interfaceOrientation.isLandscape)
      #expect(UIDevice.current.orientation == .landscapeRight)
      #expect(sim.device.orientation == .landscape)
      journal.clear()

      await sim.perform(.rotate(.landscape))
      #expect(journal.entries.isEmpty)

      await sim.perform(.rotate(.portrait))
      #expect(journal.entries.first == "A willRotate(to: portrait) screen \(h)×\(w)")
      #expect(journal.entries.last == "A didRotate(from: landscapeRight) screen \(w)×\(h)")
      #expect(UIScreen.main.bounds.size == CGSize(width: w, height: h))
    }
  }

  @Test("A screen whose supportedInterfaceOrientations leave out landscape refuses the rotation")
  func refusedRotation() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let screen = RecordingViewController("A", journal: journal)
      screen.supported = .portrait
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      journal.clear()
      await sim.perform(.rotate(.landscape))
      #expect(journal.entries.isEmpty)
      #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
      #expect(sim.device.orientation == .portrait)
      #expect(screen.interfaceOrientation == .portrait)
      let refused = sim.trace.events(named: "rotation refused")
      #expect(refused.map(\.detail) == ["the app does not support landscape"])
    }
  }

  @Test("Rotation reaches the top screen of a navigation stack and a presented screen")
  func rotationForwarding() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let a = RecordingViewController("A", journal: journal)
      let b = RecordingViewController("B", journal: journal)
      let navigation = UINavigationController(rootViewController: a)
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(b, animated: false)
      journal.clear()
      await sim.perform(.rotate(.landscape))
      #expect(
        journal.entries.filter { $0.contains("Rotate") } == [
          "B willRotate(to: landscapeRight) screen 320.0×480.0",
          "B didRotate(from: portrait) screen 480.0×320.0",
        ])
      // Under the status bar (20) and the navigation bar (44).
      #expect(b.view.frame.size == CGSize(width: 480, height: 256))
    }
  }

  @Test("A memory warning reaches the app delegate, the notification and every live view controller")
  func memoryWarning() async {
    @MainActor final class AppDelegate: UIApplicationDelegate {
      let journal: Journal
      init(journal: Journal) { self.journal = journal }
      func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        journal.add("delegate applicationDidReceiveMemoryWarning")
      }
    }
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let delegate = AppDelegate(journal: journal)
      UIApplication.shared.delegate = delegate
      let shown = RecordingViewController("Shown", journal: journal)
      let offscreen = RecordingViewController("Offscreen", journal: journal)
      let window = UIWindow(frame: .zero)
      window.rootViewController = shown
      window.makeKeyAndVisible()
      let observer = NotificationObserver(UIApplication.didReceiveMemoryWarningNotification, journal: journal)
      journal.clear()
      await sim.perform(.memoryWarning)
      observer.stop()
      #expect(
        journal.entries == [
          "delegate applicationDidReceiveMemoryWarning",
          "notification UIApplicationDidReceiveMemoryWarningNotification from this app",
          "Shown didReceiveMemoryWarning",
          "Offscreen didReceiveMemoryWarning",
        ])
      #expect(sim.trace.events(named: "memoryWarning").map(\.kind) == [.driven])
      withExtendedLifetime((delegate, offscreen)) {}
    }
  }
}
