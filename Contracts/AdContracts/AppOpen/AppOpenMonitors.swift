import AdSimulation
import FakeGoogleMobileAds

/// The invariants of the app open rules that hold over any run.
enum AppOpenMonitors {
  /// Every load call finds no load running and no unused ad under four hours old held.
  static let singleLoad = Contract.Monitor { (run: AppOpenRun) in
    var ledger = AppOpenLoadLedger()
    return .eachEvent(named: AppOpenLoadLedger.names) { event in ledger.note(event, isOwn: run.isOwn(event)) }
  }

  /// No present call finds an ad four hours old or more, for a client that reads the
  /// time from its context.
  static let neverPresentsExpired = Contract.Monitor { (run: AppOpenRun) in
    let judged = run.setup.readsTimeFromContext
    return .eachEvent(named: [AppOpenRun.presentCall]) { event in
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
