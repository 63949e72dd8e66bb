import AdSimulation
import FakeGoogleMobileAds

/// A format's loads in flight and the unused ads the app holds, kept event by event as
/// they come: the one-load-at-a-time properties judge each load call by it, and the app
/// open moment properties read whether a load is running or an ad is held.
///
/// An ad stops counting as held when the app presents it (whatever comes of it), when it
/// is released, or once it is past its lifetime: loading the successor of an expired ad is
/// right. Where the ledger is told the app's screen is up, an unused ad within its
/// lifetime released meanwhile is one the app threw away.
struct GoogleLoadLedger {
  /// How long an ad stays usable after it loads.
  let validity: Duration
  /// The format's load call.
  let loadCall: Trace.Event.Name
  /// The format's present call.
  let presentCall: Trace.Event.Name
  private var pending = 0
  private var held: [(name: String, loaded: VirtualClock.Instant)] = []

  /// A ledger of the format's ads, which last `validity` after they load.
  init(validity: Duration, loadCall: Trace.Event.Name, presentCall: Trace.Event.Name) {
    self.validity = validity
    self.loadCall = loadCall
    self.presentCall = presentCall
  }

  /// The app open ads' ledger: an ad lasts four hours.
  static let appOpen = GoogleLoadLedger(
    validity: GADAppOpenAd.validity, loadCall: GoogleAppOpenRun.loadCall, presentCall: GoogleAppOpenRun.presentCall)

  /// Whether a load the app started has not yet completed.
  var isLoading: Bool { pending > 0 }

  /// Whether the app holds an unused ad at the instant: one within its lifetime, or,
  /// counting expired ones, any.
  func holdsAd(at now: VirtualClock.Instant, countingExpired: Bool = false) -> Bool {
    held.contains { countingExpired || $0.loaded.duration(to: now) < validity }
  }

  /// The names of the events the ledger reads.
  var names: Set<Trace.Event.Name> { [loadCall, .loadCompletion, presentCall, .released] }

  /// Takes the event into account; a load call that finds a load running or an unused ad
  /// within its lifetime held breaks the rule.
  ///
  /// - Parameters:
  ///   - isOwn: Whether the event is about the ledger's format, not another's.
  ///   - screenUp: Whether the screen that holds the app's ads is up, so that an unused ad
  ///     released now was thrown away; `nil` when the release of an ad is not judged.
  @MainActor mutating func note(_ event: Trace.Event, isOwn: Bool, screenUp: Bool? = nil) -> Rule.Violation? {
    switch event.name {
    case loadCall where isOwn:
      held.removeAll { $0.loaded.duration(to: event.time) >= validity }
      if pending > 0 || !held.isEmpty {
        let why = pending > 0 ? "another load was still running" : "\(held[0].name) was loaded and unused"
        return Rule.Violation(
          expected: "one load at a time, and none while an unused ad is held",
          actual: "the app started a load at \(event.time) s while \(why)", at: event)
      }
      pending += 1
    case .loadCompletion where isOwn:
      pending = max(0, pending - 1)
      if event.flag("loaded") == true { held.append((event.object, event.time)) }
    case .released:
      guard let index = held.firstIndex(where: { $0.name == event.object }) else { break }
      let ad = held.remove(at: index)
      if screenUp == true, ad.loaded.duration(to: event.time) < validity {
        return Rule.Violation(
          expected: "every loaded ad kept until it is shown or expires",
          actual:
            "the app let go of \(ad.name), loaded at \(ad.loaded) s and unused, at \(event.time) s, while its screen was up",
          at: event)
      }
    case presentCall:
      held.removeAll { $0.name == event.object }
    default:
      break
    }
    return nil
  }
}
