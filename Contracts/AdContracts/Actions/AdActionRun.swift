import AdSimulation
import FakeUIKit

/// What the action rules need from a stage: a tappable ad, the probes and the callback names.
///
/// Banners and full-screen ads share the guide's rules for ad actions (pause when covered,
/// resume after, allow them, cancel only when urgent, keep the ad during its action); each
/// stage adopts this protocol and the rules run once for both.
@MainActor
protocol AdActionRun: Stage {
  /// The kind's id prefix, such as `banner`.
  var kindName: String { get }
  /// The delegate method asked before an action, with its full selector.
  var shouldBeginCallback: Trace.Event.Name { get }
  /// The delegate method called when a covering action ends, such as `bannerViewActionDidFinish`.
  var finishName: Trace.Event.Name { get }
  /// The subject's factory name, for messages naming a missing probe.
  var factoryName: String { get }
  /// Whether the subject has an activitiesRunning probe.
  var hasActivitiesProbe: Bool { get }
  /// Whether the subject declares that its screen runs no timed activities.
  var declaresNoTimedActivities: Bool { get }
  /// Whether the subject has an urgentEvent hook.
  var hasUrgentHook: Bool { get }
  /// Whether the subject has a busyMoment hook.
  var hasBusyMoment: Bool { get }
  /// Whether an ad action covers the app now.
  var isActionInProgress: Bool { get }
  /// Whether a full-screen ad covers the app modally now.
  var isPresentedModally: Bool { get }
  /// The devices and orientations the subject supports.
  var devices: Subject.Devices { get }
  /// The state a tap needs: a loaded ad where a tap reaches it.
  var tappablePrecondition: Precondition { get }

  /// The activities probe's reading now, or `nil` without a probe.
  func activitiesRunning() -> Bool?
  /// The recreatable-memory probe's reading now, or `nil` without a probe.
  func recreatableMemory() -> Int?
  /// Puts the client in its busy moment; returns whether the subject has one.
  func beginBusyMoment() -> Bool
  /// Loads an ad and brings it where a tap reaches it; returns whether one is tappable.
  func showTappableAd() async -> Bool
  /// Whether the event removes, releases or cuts the delegate of the named ad object.
  func isCut(_ event: Trace.Event, of object: String) -> Bool
}

extension AdActionRun {
  /// Queues an ad that fills after two seconds and lets three seconds pass.
  func loadAd() async {
    await perform(.respond(.fill(after: .seconds(2))), .advance(.seconds(3)))
  }

  /// The method's name without its argument labels, such as `bannerViewActionShouldBegin`.
  var shouldBeginName: String {
    String(shouldBeginCallback.rawValue.prefix { $0 != "(" })
  }

  /// Closes a covering ad and brings the app back from the background, whichever applies.
  func endAnyAction() async {
    if isActionInProgress { await perform(.closeAd) }
    if UIApplication.shared.applicationState == .background { await perform(.foreground) }
  }

  /// What a cut did to the ad object, in words for a failure message.
  func cutDescription(_ event: Trace.Event) -> String {
    switch event.name {
    case "released": "released"
    case "superview": "removed from its superview"
    case "delegate": "cut from its delegate"
    default: "\(event.name) \(event.detail)"
    }
  }
}
