import AdSimulation
import FakeUIKit

/// The ad-action properties of resuming, refusing, cancelling and freeing memory, judged
/// over any run of a banner or a full-screen iAd ad.
///
/// An obligation to have the activities running again lapses when the app leaves the
/// foreground or another action covers it: the app may keep them paused there.
extension ActionMonitors {
  /// The activities that ran before an action run again within the screen window of the
  /// end the trigger marks: the finish callback, the app's own `cancelAction()`, the return
  /// to the foreground after an action that left the app, or the delegate's refusal.
  enum Resumption {
    case afterFinish, afterCancel, afterLeaving, afterRefusal
  }

  /// The watch for one kind of resumption. Without the activities probe there is nothing
  /// to watch.
  static func resumes<Run: AdActionRun>(_ type: Run.Type, _ resumption: Resumption) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var ranBeforeAction = false
      var leftThroughAd = false
      // Whether the app, back from a trip without an ad, ran its activities again: an app
      // that stays paused after any return (a pause menu) has nothing an ad could change.
      var plainReturns: Bool?
      var plainTrip = false
      // A plain return whose activities did not run at once: they may start within ten
      // seconds of it, as the app settles back in.
      var plainReturnPending: Trace.Event?
      let plainSettling = Duration.seconds(10)
      // Settles a pending plain return by the activities as they read now. A change of the
      // probe alone records no event, so the reading before the next action counts too.
      @MainActor func readPlainReturn() {
        guard let pending = plainReturnPending else { return }
        if pending.time.duration(to: run.now) > plainSettling {
          plainReturnPending = nil
        } else if run.activitiesRunning() == true {
          plainReturns = true
          plainReturnPending = nil
        }
      }
      // An app that is not active (a system alert over it, or in the background) may keep
      // its activities paused: nothing is owed until it is active again.
      var active = UIApplication.shared.applicationState == .active
      // Whether the app was interrupted (it resigned active) since the action began: an app
      // may put up its pause menu then and wait for the user, ad or not.
      var interrupted = false
      // The app's busy moment, when refusing an action is its right, and the refusals made in it.
      var busy = false
      var busyRefusals: Set<Int> = []
      let busyMoment = Script.Step.busyMoment.eventName
      // The sequence number of the latest finish callback, to say whether one followed a cancel.
      var lastFinish = 0
      let judged = run.hasActivitiesProbe
      let willResign = Trace.Event.Name.willResignActive
      let trigger: Trace.Event.Name =
        switch resumption {
        case .afterFinish: run.finishName
        case .afterCancel: .cancelAction
        case .afterLeaving: .didBecomeActive
        case .afterRefusal: run.shouldBeginCallback
        }
      return Rule.Watch(
        names: [
          run.shouldBeginCallback, run.finishName, .cancelAction, .adOpensAnotherApp, .adCoversTheApp, willResign,
          .didEnterBackground, .didBecomeActive, busyMoment,
        ],
        event: { event in
          guard judged else { return nil }
          switch event.name {
          case run.shouldBeginCallback:
            // Read as recorded, before the delegate answers.
            ranBeforeAction = run.activitiesRunning() == true
            readPlainReturn()
            interrupted = false
            if resumption == .afterRefusal { return nil }
          case .adOpensAnotherApp:
            leftThroughAd = true
          case .adCoversTheApp:
            deadlines.meetAll()
          case willResign:
            active = false
            if !leftThroughAd { interrupted = true }
            deadlines.meetAll()
          case .didBecomeActive:
            active = true
          case .didEnterBackground:
            plainTrip = !leftThroughAd && !run.isActionInProgress
          case busyMoment:
            busy = true
          case run.finishName:
            lastFinish = event.sequence
          default:
            break
          }
          return nil
        },
        settledEvent: { event in
          guard judged, active else { return nil }
          switch (resumption, event.name) {
          case (.afterRefusal, run.shouldBeginCallback):
            if event.flag("allowed") == false, ranBeforeAction {
              deadlines.open(by: event)
              if busy { busyRefusals.insert(event.sequence) }
            }
          case (.afterLeaving, .didBecomeActive):
            if leftThroughAd {
              leftThroughAd = false
              if ranBeforeAction, plainReturns == true { deadlines.open(by: event) }
            } else if plainTrip {
              plainTrip = false
              if run.activitiesRunning() == true {
                plainReturns = true
              } else {
                plainReturns = plainReturns ?? false
                plainReturnPending = event
              }
            }
          case (_, trigger) where resumption == .afterFinish || resumption == .afterCancel:
            if ranBeforeAction, !interrupted { deadlines.open(by: event) }
          default:
            break
          }
          return nil
        },
        step: {
          // Without the probe no deadline ever opens.
          guard judged else { return nil }
          readPlainReturn()
          if !deadlines.open.isEmpty, run.activitiesRunning() == true { deadlines.meetAll() }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          let what =
            switch resumption {
            case .afterFinish: "\(run.finishName.rawValue)"
            case .afterCancel: "the cancelled action"
            case .afterLeaving: "the return to the foreground after an ad that left the app"
            case .afterRefusal:
              "the delegate refusing the action (willLeave: \(late.flag("willLeave") ?? false))"
                + (busyRefusals.contains(late.sequence) ? " during the busy moment" : "")
            }
          let why =
            switch resumption {
            case .afterLeaving: ", and no \(run.finishName.rawValue) comes after an action that left the app"
            case .afterRefusal: ", and nothing will resume them"
            case .afterCancel where lastFinish < late.sequence:
              ", and no \(run.finishName.rawValue) came after cancelAction()"
            case .afterFinish, .afterCancel: ""
            }
          let window = deadlines.window.shortText
          return Rule.Violation(
            expected: "the activities running again within \(window) of \(what)",
            actual:
              "they were still paused at \(deadlines.due(late)) s, \(window) after it came at \(late.time) s\(why)",
            at: run.lastEvent(atOrBefore: deadlines.due(late)))
        },
        reached: { deadlines.opened > 0 })
    }
  }

  /// An urgent event while an ad covers the app is met by `cancelAction()` within the
  /// screen window, and the app never cancels an action with nothing urgent in the
  /// screen window before.
  static func cancelsForUrgency<Run: AdActionRun>(_ type: Run.Type, onlyWhenUrgent: Bool) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var lastUrgent: Trace.Event?
      var judged = 0
      let urgent = Script.Step.urgentEvent.eventName
      return Rule.Watch(
        names: [urgent, .cancelAction, .adUncoversTheApp],
        // As recorded, so whether an ad covers the app is read as the event comes.
        event: { event in
          switch event.name {
          case urgent:
            lastUrgent = event
            if !onlyWhenUrgent, run.hasUrgentHook, run.isActionInProgress {
              judged += 1
              deadlines.open(by: event)
            }
          case .cancelAction:
            deadlines.meetAll()
            judged += onlyWhenUrgent ? 1 : 0
            guard onlyWhenUrgent else { return nil }
            if let urgentAt = lastUrgent, urgentAt.time.duration(to: event.time) <= Rule.Window.screen.duration {
              return nil
            }
            return Rule.Violation(
              expected: "the action left to the user while nothing urgent happened",
              actual: "the app called cancelAction() at \(event.time) s", at: event)
          case .adUncoversTheApp:
            deadlines.meetAll()
          default:
            break
          }
          return nil
        },
        step: {
          return deadlines.violation(
            on: run, expected: "cancelAction() within \(deadlines.window.shortText) of the urgent event"
          ) { late in
            "the ad kept covering the app after the urgent event at \(late.time) s"
          }
        },
        reached: { onlyWhenUrgent ? run.isActionInProgress || judged > 0 : judged > 0 })
    }
  }

  /// The delegate allows every action it is asked about until the app enters its busy
  /// moment (the `busyMoment` step), when refusing is the app's right.
  static func allowsActions<Run: AdActionRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var busy = false
      let busyMoment = Script.Step.busyMoment.eventName
      return .eachEvent(named: [run.shouldBeginCallback, busyMoment]) { event in
        if event.name == busyMoment { busy = true }
        guard event.name == run.shouldBeginCallback, !busy, event.flag("allowed") == false else { return nil }
        return Rule.Violation(
          expected: "the action allowed",
          actual:
            "\(run.shouldBeginName) returned false for willLeave: \(event.flag("willLeave") ?? false) at \(event.time) s",
          at: event)
      }
    }
  }

  /// A memory warning while an ad covers the app, with recreatable memory held, is
  /// followed by less of it held within the release window. Without the probe there is
  /// nothing to watch.
  static func releasesMemoryOnWarning<Run: AdActionRun>(_ type: Run.Type) -> Rule.Monitor {
    Rule.Monitor { (run: Run) in
      var deadlines = Rule.Deadlines(within: Rule.Window.release.duration)
      var held: Int?
      let warning = Script.Step.memoryWarning.eventName
      return Rule.Watch(
        names: [warning],
        event: { event in
          guard run.isActionInProgress, let bytes = run.recreatableMemory(), bytes > 0, deadlines.open.isEmpty else {
            return nil
          }
          held = bytes
          deadlines.open(by: event)
          return nil
        },
        step: {
          if let before = held, let now = run.recreatableMemory(), now < before {
            deadlines.meetAll()
            held = nil
          }
          return deadlines.violation(
            on: run, expected: "less recreatable memory held within \(deadlines.window.shortText) of the memory warning"
          ) { late in
            "the app still held \(held.map(String.init) ?? "as much") bytes after the warning at \(late.time) s"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  }
}
