import AdSimulation
import FakeGoogleMobileAds

/// The properties the Google full-screen rules share with the app open rules, each made
/// for a format's stage and watched over any run. Each reads only the format's own
/// events, as the checks do.
enum GoogleFullScreenMonitors {
  /// No present call while one of the format's ads is on screen.
  static func singlePresentation<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
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
            return Rule.Violation(
              expected: "no presentation while \(shown.object) is showing",
              actual:
                "the app called present on \(event.object) at \(event.time) s, over the ad on screen since \(shown.time) s",
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
  static func neverReusesAd<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var presented: [String: Trace.Event] = [:]
      return .eachEvent(named: [run.presentCall]) { event in
        guard event.name == run.presentCall, run.isOwn(event) else { return nil }
        if let first = presented[event.object] {
          return Rule.Violation(
            expected: "each ad presented once",
            actual:
              "the app presented \(event.object) again at \(event.time) s, after presenting it at \(first.time) s",
            at: event)
        }
        presented[event.object] = event
        return nil
      }
    }
  }

  /// Every present call finds the content delegate set.
  static func delegateSetBeforePresent<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      .eachEvent(named: [run.presentCall]) { event in
        guard event.name == run.presentCall, run.isOwn(event), event.flag("delegateSet") == false else { return nil }
        return Rule.Violation(
          expected: "fullScreenContentDelegate set before presenting",
          actual: "\(event.object) was presented at \(event.time) s with no delegate", at: event)
      }
    }
  }
}

/// The loading properties every Google full-screen format shares, judged over any run:
/// the units a load asks for, the next load after an ad is spent, the load after a
/// failure, and retries that back off.
extension GoogleFullScreenMonitors {
  /// Every load asks for one of Google's demo units.
  static func testIDsUnderTest<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      .eachEvent(named: [run.loadCall]) { event in
        guard run.isOwn(event), event.flag("testUnit") == false else { return nil }
        return Rule.Violation(
          expected: "only test ad units under test",
          actual: "the app loaded \(event.text("adUnitID") ?? "") at \(event.time) s, a live unit", at: event)
      }
    }
  }

  /// After the trigger (a dismissal, a failed presentation), a new load within the
  /// request window, unless one was already on its way.
  ///
  /// An app whose user carries on after an ad (Play again, Next; the subject's
  /// `userCarriesOn` hook, or the `transition` step for an app whose own clock brings its
  /// breaks) may load when the user does: the window then counts from the user carrying
  /// on. While consent allows no ad request, nothing is owed.
  static func loadsAfter<Run: GoogleFullScreenRun>(
    _ trigger: Trace.Event.Name, _ type: Run.Type, what: String
  ) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var deadlines = Rule.Deadlines(within: Rule.Window.request.duration)
      var awaitingCarryOn: [Trace.Event] = []
      var lastPresentation: [String: Int] = [:]
      var lastLoad = 0
      // Loads the app started that have not completed: one still on its way at the trigger
      // brings the next ad.
      var pending = 0
      var adsAllowed = true
      // Triggers the rule judged: one the app answered at once (a load in the dismissal's own
      // turn, before an app whose clock brings its breaks carries on) counts too.
      var judged = 0
      let carriesOn = run.appBreaksWithin != nil || run.canCarryOn
      let carryOn: Trace.Event.Name = run.appBreaksWithin != nil ? Script.Step.transition.eventName : .userCarriesOn
      return Rule.Watch(
        names: [
          trigger, run.loadCall, .loadCompletion, .adWillPresentFullScreenContent, carryOn, .consentStateChanged,
        ],
        settledEvent: { event in
          switch event.name {
          case .loadCompletion where run.isOwn(event):
            pending = max(0, pending - 1)
          case .consentStateChanged:
            adsAllowed = event.flag("canRequestAds") ?? adsAllowed
            if !adsAllowed {
              deadlines.meetAll()
              awaitingCarryOn.removeAll()
            }
          case carryOn:
            if !awaitingCarryOn.isEmpty {
              deadlines.open(by: event)
              awaitingCarryOn.removeAll()
            }
          case run.loadCall where run.isOwn(event):
            lastLoad = event.sequence
            pending += 1
            deadlines.meetAll()
            awaitingCarryOn.removeAll()
          case .adWillPresentFullScreenContent where run.isOwn(event):
            lastPresentation[event.object] = event.sequence
          case trigger where run.isOwn(event) && adsAllowed:
            judged += 1
            // A load the app started while the ad was up, or one still on its way, is the
            // next ad coming.
            if let shown = lastPresentation[event.object], lastLoad > shown { break }
            if pending > 0 { break }
            if carriesOn { awaitingCarryOn.append(event) } else { deadlines.open(by: event) }
          default:
            break
          }
          return nil
        },
        step: {
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          let since = late.name == carryOn ? "the user carrying on after \(what)" : what
          return Rule.Violation(
            expected: "a new load within \(deadlines.window.shortText) of \(since)",
            actual: "the app started none in the \(deadlines.window.shortText) after it, at \(late.time) s",
            at: run.lastEvent(atOrBefore: deadlines.due(late)))
        },
        reached: { judged > 0 })
    }
  }

  /// After a failed load, the app loads again by its next moment for an ad, or within
  /// the request window of it.
  ///
  /// For an app whose own clock brings its breaks, the moment is the user carrying on (the
  /// `transition` step), and the app's clock has as long as the subject says a break may
  /// take, and the screen window, to bring the next break.
  /// How long after a failed load an app that backs off may take to load again, when a
  /// moment comes soon after the failure: a minute, the quiet time no-retry-storm's
  /// witness gives retries.
  static let backOffAllowance: Duration = .seconds(60)

  static func recoversAfterLoadFailure<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      let breakAllowance = run.appBreaksWithin.map { $0 + Rule.Window.screen.duration } ?? .zero
      var deadlines = Rule.Deadlines(within: Rule.Window.request.duration + breakAllowance)
      var failedSinceLoad: VirtualClock.Instant?
      var adsAllowed = true
      // The unused ads the app holds: a load that fails beside one leaves the app an ad to
      // show, and nothing to recover from.
      var held: Set<String> = []
      let moments = run.momentTracker()
      return Rule.Watch(
        names: moments.names.union([run.loadCall, .loadCompletion, .consentStateChanged, run.presentCall, .released]),
        // As recorded, so the moment is judged with the app as it is then.
        event: { event in
          let isMoment = moments.names.contains(event.name) && moments.isMoment(event)
          if event.name == run.presentCall || event.name == .released {
            held.remove(event.object)
          } else if event.name == .loadCompletion, run.isOwn(event), event.flag("loaded") == true {
            // An ad that arrives (from a load that ran beside the failed one) ends the
            // recovery: the app has an ad again.
            held.insert(event.object)
            failedSinceLoad = nil
            deadlines.meetAll()
          }
          if event.name == .consentStateChanged {
            adsAllowed = event.flag("canRequestAds") ?? adsAllowed
            if !adsAllowed { deadlines.meetAll() }
          } else if event.name == run.loadCall, run.isOwn(event) {
            failedSinceLoad = nil
            deadlines.meetAll()
          } else if event.name == .loadCompletion, run.isOwn(event), event.flag("loaded") == false, held.isEmpty {
            failedSinceLoad = event.time
          } else if isMoment, let failed = failedSinceLoad, adsAllowed, deadlines.open.isEmpty {
            // An app backing off from the failure may let a moment soon after it pass; its
            // retry may come up to the back-off allowance after the failure.
            deadlines.open(by: event, dueNoEarlierThan: failed.advanced(by: backOffAllowance))
          }
          return nil
        },
        step: {
          deadlines.violation(
            on: run,
            expected: "a new load within \(deadlines.window.shortText) of \(run.adMomentText) after the failed load"
              + " (or, for an app backing off, within \(backOffAllowance.shortText) of the failure)"
          ) { late in
            "the app started none by \(deadlines.due(late)) s, after the moment at \(late.time) s"
              + " (a loading flag left set on the error path would do this)"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  }

  /// At most one retry at once after a failure, and retries on the app's own timers that
  /// back off.
  ///
  /// A retry is a load the app starts on its own: in a step that answered a load or let
  /// time pass. A load at one of the app's moments (a break, a return to the foreground,
  /// the user carrying on) is the user's doing, not a retry. An app whose own clock brings
  /// its breaks loads at each of them, so only its retries at once are judged.
  static func noRetryStorm<Run: GoogleFullScreenRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var lastFailure: Trace.Event?
      var failureTurn = 0
      var hasty: [Trace.Event] = []
      var previousDelay: Duration?
      var flat = 0
      var failures = 0
      let judgesBackOff = run.appBreaksWithin == nil
      return Rule.Watch(
        names: [run.loadCall, .loadCompletion],
        event: { event in
          guard run.isOwn(event) else { return nil }
          if event.name == .loadCompletion {
            // An ad that loads ends the run of failures: the next one starts afresh.
            guard event.flag("loaded") == false else {
              hasty.removeAll()
              previousDelay = nil
              flat = 0
              return nil
            }
            lastFailure = event
            failureTurn = run.simulation.turn
            failures += 1
            return nil
          }
          guard event.name == run.loadCall, let failure = lastFailure else { return nil }
          // A load in a later turn that a timer or a sleeping task set going before the
          // failure was decided before it (an earlier failure's back-off): it is no retry
          // of this one, which still waits for its own.
          if run.simulation.turn != failureTurn, let decided = run.simulation.turnDecidedAt, decided < failure.time {
            return nil
          }
          lastFailure = nil
          let step = run.simulation.lastStepKind
          guard step == .advance || step == .fill || step == .fail else {
            previousDelay = nil
            flat = 0
            return nil
          }
          let delay = failure.time.duration(to: event.time)
          // An app whose own clock brings its breaks may reach one within a second of a
          // failure: only a retry in the failure's own instant is at once for it.
          if judgesBackOff ? delay < .seconds(1) : delay == .zero {
            hasty.append(event)
            if hasty.count > 1 {
              return Rule.Violation(
                expected: "at most one retry at once after a failure",
                actual:
                  "the app retried \(hasty.count) times within a second of a failure, at \(hasty.map { "\($0.time) s" }.joined(separator: ", "))",
                at: event)
            }
          }
          defer { previousDelay = delay }
          guard judgesBackOff, let previous = previousDelay else { return nil }
          flat = delay <= previous ? flat + 1 : 0
          guard flat >= 2 else { return nil }
          return Rule.Violation(
            expected: "retries that back off, each waiting longer than the one before",
            actual:
              "the app retried three times in a row without waiting longer, the last at \(event.time) s, \(delay.shortText) after its failure",
            at: event)
        },
        reached: { failures > 0 })
    }
  }
}
