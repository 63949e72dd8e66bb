import AdSimulation
import FakeGoogleMobileAds

/// The invariants of the rules every Google full-screen format shares, watched over any
/// run. Each reads only the format's own events, as the checks do.
enum GoogleFullScreenMonitors {
  /// No present call while one of the format's ads is on screen.
  static func singlePresentation<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var onScreen: Trace.Event?
      let names: Set<Trace.Event.Name> = [
        .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
        .adDidFailToPresentFullScreenContentWithError, run.presentCall,
      ]
      return .eachEvent(named: names) { event in
        guard run.isOwn(event) else { return nil }
        switch event.name {
        case .adWillPresentFullScreenContent:
          onScreen = event
        case .adDidDismissFullScreenContent, .adDidFailToPresentFullScreenContentWithError:
          if event.object == onScreen?.object { onScreen = nil }
        case run.presentCall:
          if let shown = onScreen {
            return Contract.Violation(
              expected: "no presentation while \(shown.object) is showing",
              actual: "the app called present on \(event.object) at \(event.time) s, over the ad on screen since \(shown.time) s",
              at: event)
          }
        default:
          break
        }
        return nil
      }
    }
  }

  /// No ad object is presented twice.
  static func neverReusesAd<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      var presented: [String: Trace.Event] = [:]
      return .eachEvent(named: [run.presentCall]) { event in
        guard event.name == run.presentCall, run.isOwn(event) else { return nil }
        if let first = presented[event.object] {
          return Contract.Violation(
            expected: "each ad presented once",
            actual: "the app presented \(event.object) again at \(event.time) s, after presenting it at \(first.time) s",
            at: event)
        }
        presented[event.object] = event
        return nil
      }
    }
  }

  /// Every present call finds the content delegate set.
  static func delegateSetBeforePresent<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      .eachEvent(named: [run.presentCall]) { event in
        guard event.name == run.presentCall, run.isOwn(event), event.flag("delegateSet") == false else { return nil }
        return Contract.Violation(
          expected: "fullScreenContentDelegate set before presenting",
          actual: "\(event.object) was presented at \(event.time) s with no delegate", at: event)
      }
    }
  }

  /// No present call on an ad past its lifetime, for a client that reads the time from
  /// its context; one that reads `Date()` cannot be judged on the virtual clock, so
  /// nothing is watched.
  static func neverPresentsExpired<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Contract.Monitor {
    Contract.Monitor { (run: Run) in
      let judged = run.readsTimeFromContext
      return .eachEvent(named: [run.presentCall]) { event in
        guard judged, event.name == run.presentCall, run.isOwn(event), event.flag("expired") == true else {
          return nil
        }
        let lifetime = GoogleFullScreenScenario.current(in: run.simulation).lifetime
        let loaded = event.duration("age").map {
          ", loaded at \(VirtualClock.Instant(offset: event.time.offset - $0)) s, \($0.shortText) before"
        } ?? ""
        return Contract.Violation(
          expected: "no \(run.formatName) ad presented past its lifetime of \(lifetime.shortText)",
          actual: "the app presented \(event.object) at \(event.time) s\(loaded), once it had expired", at: event)
      }
    }
  }
}
