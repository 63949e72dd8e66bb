import AdSimulation
import FakeUIKit

/// What the action rules need from a stage: a tappable ad, the probes and the callback names.
///
/// Banners and full-screen ads share the guide's rules for ad actions (pause when covered,
/// resume after, allow them, cancel only when urgent); each stage adopts this protocol and
/// the rules run once for both.
@MainActor
protocol AdActionRun: AnyObject {
  /// The simulation the stage plays on.
  var simulation: Simulation { get }
  /// The kind's id prefix, such as `banner`.
  var kindName: String { get }
  /// The delegate method asked before an action, with its full selector.
  var shouldBeginCallback: String { get }
  /// The subject's factory name, for messages naming a missing probe.
  var factoryName: String { get }
  /// Whether the subject has an activitiesRunning probe.
  var hasActivitiesProbe: Bool { get }
  /// Whether the subject has an urgentEvent hook.
  var hasUrgentHook: Bool { get }
  /// Whether an ad action covers the app now.
  var isActionInProgress: Bool { get }

  /// The activities probe's reading now, or `nil` without a probe.
  func activitiesRunning() -> Bool?
  /// The recreatable-memory probe's reading now, or `nil` without a probe.
  func recreatableMemory() -> Int?
  /// Puts the client in its busy moment; returns whether the subject has one.
  func beginBusyMoment() -> Bool
  /// Loads an ad and brings it where a tap reaches it; returns whether one is tappable.
  func showTappableAd() async -> Bool
}

extension AdActionRun {
  /// Performs the steps in order, settling after each.
  func perform(_ steps: Script.Step...) async {
    for step in steps { await simulation.perform(step) }
  }

  /// Queues an ad that fills after two seconds and lets three seconds pass.
  func loadAd() async {
    await perform(.respond(.fill(after: .seconds(2))), .advance(.seconds(3)))
  }

  /// The current virtual time.
  var now: VirtualClock.Instant { simulation.clock.now }

  /// The sequence number of the latest event.
  var lastSequence: Int { simulation.trace.events.last?.sequence ?? 0 }

  /// The events recorded after the sequence number with the name.
  func events(named name: String, after start: Int = 0) -> [Trace.Event] {
    simulation.trace.events.filter { $0.sequence > start && $0.name == name }
  }

  /// The method's name without its argument labels, such as `bannerViewActionShouldBegin`.
  var shouldBeginName: String {
    String(shouldBeginCallback.prefix { $0 != "(" })
  }

  /// Closes a covering ad and brings the app back from the background, whichever applies.
  func endAnyAction() async {
    if isActionInProgress { await perform(.closeAd) }
    if UIApplication.shared.applicationState == .background { await perform(.foreground) }
  }
}
