import AdSimulation
import FakeGoogleMobileAds

/// The invariants of the app open rules that hold over any run.
enum AppOpenMonitors {
  /// Every load call finds no load running and no unused ad under four hours old held.
  static let singleLoad = Contract.Monitor { (run: AppOpenRun) in
    var pending = 0
    var held: [(name: String, loaded: VirtualClock.Instant)] = []
    return .eachEvent { event in
      switch event.name {
      case AppOpenRun.loadCall where run.isOwn(event):
        held.removeAll { $0.loaded.duration(to: event.time) >= GADAppOpenAd.validity }
        if pending > 0 || !held.isEmpty {
          let why = pending > 0 ? "another load was still running" : "\(held[0].name) was loaded and unused"
          return Contract.Violation(
            expected: "one load at a time, and none while an unused ad is held",
            actual: "the app started a load at \(event.time) s while \(why)", at: event)
        }
        pending += 1
      case .loadCompletion where run.isOwn(event):
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

  /// No present call finds an ad four hours old or more, for a client that reads the
  /// time from its context.
  static let neverPresentsExpired = Contract.Monitor { (run: AppOpenRun) in
    let judged = run.setup.readsTimeFromContext
    return .eachEvent { event in
      guard judged, event.name == AppOpenRun.presentCall, run.isOwn(event),
        let age = event.duration("age"), age >= GADAppOpenAd.validity
      else { return nil }
      return Contract.Violation(
        expected: "no ad presented 4 hours or more after it loaded",
        actual: "the app presented \(event.object) at \(event.time) s, \(Int(AppOpenRun.age(of: event))) s after it loaded",
        at: event)
    }
  }
}
