import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// A screen that lets the framework manage its banner, the way apps wrote it from iOS 7.
@MainActor
final class ManagedBannerScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    self.canDisplayBannerAds = true
  }
}

/// A screen that asks for full-screen ads itself, at breaks it chooses.
@MainActor
final class ManualAdScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    interstitialPresentationPolicy = .manual
  }

  /// The app's break: the end of a level, say.
  func levelEnded() -> Bool {
    requestInterstitialAdPresentation()
  }
}

/// A screen that leaves full-screen ads to the framework, and may refuse one.
@MainActor
final class AutomaticAdScreen: UIViewController {
  var allowsAds = true
  /// What `isPresentingFullScreenAd` read in each `viewDidAppear(_:)`.
  private(set) var coveredOnAppearance: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    interstitialPresentationPolicy = .automatic
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    coveredOnAppearance.append(isPresentingFullScreenAd)
  }

  override var shouldPresentInterstitialAd: Bool { allowsAds }
}

/// A screen written as apps wrote one, to prove the spellings compile.
@MainActor
final class SpellingScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    self.canDisplayBannerAds = false
    UIViewController.prepareInterstitialAds()
    interstitialPresentationPolicy = .manual
  }

  override var shouldPresentInterstitialAd: Bool { false }

  func breakReached() {
    if let content = originalContentView, content === view, !isPresentingFullScreenAd {
      _ = requestInterstitialAdPresentation()
      requestInterstitialAdPresentation()
    }
  }
}

/// Puts the screen in a new window, key and visible.
@MainActor
func show<Screen: UIViewController>(_ screen: Screen) -> UIWindow {
  let window = UIWindow(frame: .zero)
  window.rootViewController = screen
  window.makeKeyAndVisible()
  return window
}

/// Answers the next ad request with a fill now and lets it arrive.
@MainActor
func fillNextRequest(_ sim: Simulation) async {
  await sim.perform(.respond(.fill()))
  await sim.perform(.advance(.zero))
}

extension Trace {
  /// The events recorded on the object, by name.
  func names(on object: String) -> [String] {
    events.filter { $0.object == object }.map(\.name.rawValue)
  }

  /// The details of the events with the name on the object.
  func details(of name: Trace.Event.Name, on object: String) -> [String] {
    events(named: name).filter { $0.object == object }.map(\.detail)
  }
}

let requestPresentation: Trace.Event.Name = "requestInterstitialAdPresentation()"
