import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The order in which an app heard about its lifecycle: delegate calls and notifications.
@MainActor
final class LifecycleJournal: UIApplicationDelegate {
  private(set) var entries: [String] = []
  private var tokens: [any NSObjectProtocol] = []

  static let notifications: [Notification.Name] = [
    UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    UIApplication.willEnterForegroundNotification,
  ]

  /// Becomes the app's delegate and observes every lifecycle notification with `object: nil`,
  /// through `NotificationCenter.default` as client code writes it.
  init() {
    UIApplication.shared.delegate = self
    for name in Self.notifications {
      let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] note in
        let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
        let name = note.name.rawValue
        MainActor.assumeIsolated {
          let fromThisApp = sender == ObjectIdentifier(UIApplication.shared)
          self?.entries.append("notification \(name)\(fromThisApp ? "" : " from elsewhere")")
        }
      }
      tokens.append(token)
    }
  }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }

  func clear() { entries = [] }

  private func note(_ what: String, _ application: UIApplication) {
    entries.append("delegate \(what), state \(application.applicationState)")
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    note("didFinishLaunching", application)
    return true
  }
  func applicationDidBecomeActive(_ application: UIApplication) { note("didBecomeActive", application) }
  func applicationWillResignActive(_ application: UIApplication) { note("willResignActive", application) }
  func applicationDidEnterBackground(_ application: UIApplication) { note("didEnterBackground", application) }
  func applicationWillEnterForeground(_ application: UIApplication) { note("willEnterForeground", application) }
}

@Suite("App lifecycle")
@MainActor
struct AppLifecycleTests {
  @Test("A cold launch calls didFinishLaunchingWithOptions, then applicationDidBecomeActive, posting each notification")
  func launch() async {
    await Simulation.run(Script()) { sim in
      let journal = LifecycleJournal()
      defer { journal.stop() }
      #expect(!UIApplication.shared.hasLaunched)
      await sim.perform(.launch)
      #expect(
        journal.entries == [
          "delegate didFinishLaunching, state inactive",
          "notification UIApplicationDidFinishLaunchingNotification",
          "delegate didBecomeActive, state active",
          "notification UIApplicationDidBecomeActiveNotification",
        ])
      #expect(UIApplication.shared.hasLaunched)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(sim.trace.events(.system).map(\.name) == ["didFinishLaunching", "main window shown", "didBecomeActive"])
      #expect(sim.trace.events(.driven).map(\.name) == ["launch"])
      // An app launches once: a second launch is ignored.
      journal.clear()
      await sim.perform(.launch)
      #expect(journal.entries.isEmpty)
      #expect(sim.trace.events(named: "ignored").map(\.detail) == ["nothing handles launch here"])
    }
  }

  @Test(
    "An app that makes no window while launching gets a key window with a root view controller, as a storyboard gives it"
  )
  func mainWindowForAWindowlessApp() async {
    await Simulation.run(Script()) { sim in
      let delegate = WindowlessAppDelegate()
      UIApplication.shared.delegate = delegate
      await sim.perform(.launch)
      let window = UIApplication.shared.keyWindow
      #expect(window?.rootViewController != nil)
      #expect(delegate.rootAtActive != nil, "the window is there before the app becomes active")
      #expect(sim.trace.events(named: "main window shown").count == 1)
      UIApplication.shared.delegate = nil
    }
  }

  @Test("An app that shows its own window while launching keeps it and gets no other")
  func ownWindowKept() async {
    await Simulation.run(Script()) { sim in
      let delegate = WindowedAppDelegate()
      UIApplication.shared.delegate = delegate
      await sim.perform(.launch)
      #expect(UIApplication.shared.keyWindow === delegate.window)
      #expect(sim.trace.events(named: "main window shown").isEmpty)
      UIApplication.shared.delegate = nil
    }
  }

  @Test("Resigning active, then becoming active again, tells the delegate and posts, and repeats are ignored")
  func resignAndBecomeActive() async {
    await Simulation.run(Script()) { sim in
      let journal = LifecycleJournal()
      defer { journal.stop() }
      await sim.perform(.launch)
      journal.clear()
      await sim.perform(.resignActive)
      #expect(
        journal.entries == [
          "delegate willResignActive, state inactive",
          "notification UIApplicationWillResignActiveNotification",
        ])
      #expect(UIApplication.shared.applicationState == .inactive)
      await sim.perform(.resignActive)
      #expect(journal.entries.count == 2)
      journal.clear()
      await sim.perform(.becomeActive)
      #expect(
        journal.entries == [
          "delegate didBecomeActive, state active",
          "notification UIApplicationDidBecomeActiveNotification",
        ])
      #expect(UIApplication.shared.applicationState == .active)
      await sim.perform(.becomeActive)
      #expect(journal.entries.count == 2)
      #expect(
        sim.trace.events(named: "ignored").map(\.detail) == [
          "nothing handles resignActive here", "nothing handles becomeActive here",
        ])
    }
  }

  @Test("Background then foreground go willResignActive, didEnterBackground, willEnterForeground, didBecomeActive")
  func backgroundThenForeground() async {
    await Simulation.run(Script()) { sim in
      let journal = LifecycleJournal()
      defer { journal.stop() }
      await sim.perform(.launch)
      journal.clear()
      await sim.perform(.background)
      #expect(UIApplication.shared.applicationState == .background)
      await sim.perform(.advance(.seconds(600)))
      await sim.perform(.foreground)
      #expect(
        journal.entries == [
          "delegate willResignActive, state inactive",
          "notification UIApplicationWillResignActiveNotification",
          "delegate didEnterBackground, state background",
          "notification UIApplicationDidEnterBackgroundNotification",
          "delegate willEnterForeground, state inactive",
          "notification UIApplicationWillEnterForegroundNotification",
          "delegate didBecomeActive, state active",
          "notification UIApplicationDidBecomeActiveNotification",
        ])
      #expect(UIApplication.shared.applicationState == .active)
      #expect(
        sim.trace.events(.system).map(\.name) == [
          "didFinishLaunching", "main window shown", "didBecomeActive",
          "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
        ])
      #expect(sim.trace.times(of: "willEnterForeground") == ["600.000"])
    }
  }

  @Test(
    "From inactive the app goes to the background without a second willResignActive; in the background it cannot become active"
  )
  func backgroundFromInactive() async {
    await Simulation.run(Script()) { sim in
      let journal = LifecycleJournal()
      defer { journal.stop() }
      await sim.perform(.launch)
      await sim.perform(.resignActive)
      journal.clear()
      await sim.perform(.background)
      #expect(
        journal.entries == [
          "delegate didEnterBackground, state background",
          "notification UIApplicationDidEnterBackgroundNotification",
        ])
      await sim.perform(.becomeActive)
      await sim.perform(.resignActive)
      await sim.perform(.background)
      #expect(journal.entries.count == 2)
      #expect(UIApplication.shared.applicationState == .background)
      await sim.perform(.foreground)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(
        journal.entries.suffix(2) == [
          "delegate didBecomeActive, state active",
          "notification UIApplicationDidBecomeActiveNotification",
        ])
    }
  }

  @Test("An app open ad on screen stays up across background and foreground", arguments: NameSet.allCases)
  func adSurvivesBackground(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let journal = LifecycleJournal()
      defer { journal.stop() }
      await sim.perform(.launch)
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: root)
      await sim.perform(.background)
      await sim.perform(.foreground)
      #expect(log.entries == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1"])
      #expect(root.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(log.entries.suffix(2) == ["willDismiss GADAppOpenAd#1", "didDismiss GADAppOpenAd#1"])
      withExtendedLifetime((delegate, window)) {}
    }
  }
}

/// An app delegate that builds no window, as a storyboard app's delegate often does.
@MainActor
final class WindowlessAppDelegate: UIApplicationDelegate {
  var rootAtActive: UIViewController?
  func applicationDidBecomeActive(_ application: UIApplication) {
    rootAtActive = application.keyWindow?.rootViewController
  }
}

/// An app delegate that builds and shows its own window.
@MainActor
final class WindowedAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: .zero)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
