import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google interstitial contract plays on: the subject's screen in a key
/// window, its natural breaks on the script's `transition` step.
@MainActor
final class GoogleInterstitialRun: Stage {
  nonisolated static let kind = Contract.Kind.googleInterstitial
  let simulation: Simulation
  let setup: GoogleInterstitialSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// The sequence numbers each natural break's code ran between.
  @exclusivity(unchecked) private(set) var breakSpans: [ClosedRange<Int>] = []

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a break, a dismissal, the next break.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(3)),
    .transition, .closeAd, .advance(.seconds(5)), .transition,
  ]

  init(simulation: Simulation, setup: GoogleInterstitialSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    simulation.addDriver(for: .transition) { [unowned self] _ in
      guard let screen = self.screen else { return false }
      if self.breakIsOutOfReach(unlessDeclared: setup.inputReachesAppUnderAd) { return true }
      let start = lastSequence + 1
      setup.naturalBreak(screen)
      breakSpans.append(start...max(start, lastSequence))
      return true
    }
    simulation.noticeChanges()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  /// Whether the event happened while a natural break's code ran, or in the screen window
  /// after it.
  func isAtBreak(_ event: Trace.Event) -> Bool {
    breakSpans.contains { span in
      guard let end = simulation.trace.events.first(where: { $0.sequence == span.upperBound }) else { return false }
      return event.sequence >= span.lowerBound
        && (span.contains(event.sequence) || event.time <= end.time.advanced(by: Window.screen.duration))
    }
  }

  /// What the content-progress probe says now, or `nil` without the probe.
  func contentProgress() -> Int? {
    guard let probe = setup.contentProgress, let screen else { return nil }
    return probe(screen)
  }
}

extension GoogleInterstitialRun: GoogleFullScreenRun {
  var formatName: String { "interstitial" }
  var adType: String { "GADInterstitialAd" }
  var unit: String { GoogleTestAdUnits.interstitial }
  var demoUnits: Set<String> { [GoogleTestAdUnits.interstitial] }
  var loadCall: Trace.Event.Name { .loadWithAdUnitIDRequest }
  var presentCall: Trace.Event.Name { .presentFromRootViewController }
  var adMomentText: String { "a natural break" }
  var readsTimeFromContext: Bool { setup.readsTimeFromContext }
  var secondShowText: String { "another natural break" }

  /// Runs a natural break and waits the screen window for the app to present.
  @discardableResult
  func reachAdMoment() async -> Trace.Event? {
    await runTransitionMoment(waiting: Window.screen.duration)
  }

  /// A break is the user's doing on the app's own screen, which the ad covers, unless the
  /// subject declares that breaks reach the app under an ad.
  var secondShowUnreachable: String? {
    Self.breakUnderAdUnreachable(unlessDeclared: setup.inputReachesAppUnderAd)
  }

  /// Another natural break comes while the ad is up.
  func provokeSecondShow() async {
    await perform(.advance(.seconds(2)), .transition, .advance(.seconds(3)))
  }
}
