import AdSimulation
import FakeGoogleMobileAds

/// The app open loads in flight and the unused ads held, kept event by event as they
/// come: the one-load-at-a-time property judges each load call by it, and the moment
/// properties read whether a load is running or an ad is held.
struct AppOpenLoadLedger {
  private var pending = 0
  private var held: [(name: String, loaded: VirtualClock.Instant)] = []

  /// Whether a load the app started has not yet completed.
  var isLoading: Bool { pending > 0 }

  /// Whether the app holds an unused ad at the instant: one under four hours old, or,
  /// counting expired ones, any.
  func holdsAd(at now: VirtualClock.Instant, countingExpired: Bool = false) -> Bool {
    held.contains { countingExpired || $0.loaded.duration(to: now) < GADAppOpenAd.validity }
  }

  /// The names of the events the ledger reads.
  static let names: Set<Trace.Event.Name> = [AppOpenRun.loadCall, .loadCompletion, AppOpenRun.presentCall, .released]

  /// Takes the event into account; a load call that finds a load running or an unused ad
  /// under four hours old held breaks the rule.
  ///
  /// - Parameter isOwn: Whether the event is about an app open ad, not another format's.
  @MainActor mutating func note(_ event: Trace.Event, isOwn: Bool) -> Contract.Violation? {
    switch event.name {
    case AppOpenRun.loadCall where isOwn:
      // An ad four hours old or more is expired: loading its successor is right.
      held.removeAll { $0.loaded.duration(to: event.time) >= GADAppOpenAd.validity }
      if pending > 0 || !held.isEmpty {
        let why = pending > 0 ? "another load was still running" : "\(held[0].name) was loaded and unused"
        return Contract.Violation(
          expected: "one load at a time, and none while an unused ad is held",
          actual: "the app started a load at \(event.time) s while \(why)", at: event)
      }
      pending += 1
    case .loadCompletion where isOwn:
      pending = max(0, pending - 1)
      if event.flag("loaded") == true { held.append((event.object, event.time)) }
    case AppOpenRun.presentCall, .released:
      held.removeAll { $0.name == event.object }
    default:
      break
    }
    return nil
  }
}
