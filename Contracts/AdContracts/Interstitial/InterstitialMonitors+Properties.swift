import AdSimulation
import FakeUIKit
import FakeiAd

/// The iAd full-screen ad's properties of its objects, its host view and its moments,
/// judged over any run.
extension InterstitialMonitors {
  /// An ad that failed is released within the release window of its failure, is not
  /// used again, and its error never reaches the user as an alert.
  static let releasedAfterFailure = Contract.Monitor { (run: InterstitialRun) in
    let window = Window.release.duration
    var failed: Set<String> = []
    var awaitingRelease: [Trace.Event] = []
    var lastFailure: Trace.Event?
    return Contract.Watch(
      names: [.interstitialAdDidFailWithError, .usedAfterItEnded, .released, .alertShown],
      settledEvent: { event in
        switch event.name {
        case .interstitialAdDidFailWithError:
          if failed.insert(event.object).inserted { awaitingRelease.append(event) }
          lastFailure = event
        case .usedAfterItEnded where failed.contains(event.object):
          return Contract.Violation(
            expected: "\(event.object) never used after its failure",
            actual: "the app used \(event.detail) at \(event.time) s", at: event)
        case .alertShown:
          guard let failure = lastFailure, failure.time.duration(to: event.time) <= Window.screen.duration else { return nil }
          return Contract.Violation(
            expected: "the ad's error kept from the user",
            actual: "the app showed an alert \(event.detail) at \(event.time) s, after \(failure.object) failed", at: event)
        case .released:
          awaitingRelease.removeAll { $0.object == event.object }
        default:
          break
        }
        return nil
      },
      step: {
        guard let late = awaitingRelease.first(where: { $0.time.duration(to: run.now) > window }) else { return nil }
        awaitingRelease.removeAll { $0.object == late.object }
        return Contract.Violation(
          expected: "\(late.object) released within \(window.shortText) of interstitialAd(_:didFailWithError:)",
          actual: "it was still alive at \(run.now) s, \(late.time.duration(to: run.now).shortText) after the failure",
          at: run.lastEvent(atOrBefore: late.time.advanced(by: window)))
      },
      reached: { !failed.isEmpty })
  }

  /// Never two ad objects waiting for or holding an ad at once; a new one made inside the
  /// old one's unload or failure callback is not a second one.
  static let oneAtATime = Contract.Monitor { (run: InterstitialRun) in
    var open: [String] = []
    var made = 0
    return Contract.Watch(
      names: InterstitialRun.endCallbacks.union([.interstitialAdCreated, .released]),
      settledEvent: { event in
        if event.name == .interstitialAdCreated, event.kind == .created {
          made += 1
          open.append(event.object)
          guard open.count > 1 else { return nil }
          return Contract.Violation(
            expected: "one ad object at a time",
            actual: "\(open.joined(separator: " and ")) were both waiting for or holding an ad at \(event.time) s", at: event)
        }
        open.removeAll { $0 == event.object }
        return nil
      },
      reached: { made > 0 })
  }

  /// `present(in:)` accepts every host view the app gives it, and a page ad's host view
  /// fits the screen, within the screen window of any change (a rotation).
  static let hostViewGeometry = Contract.Monitor { (run: InterstitialRun) in
    let refusal = Contract.Watch.eachEvent(named: [.presentInRefused]) { event in
      Contract.Violation(
        expected: "a host view present(in:) accepts", actual: "present(in:) returned false at \(event.time) s: \(event.detail)",
        at: event)
    }
    let fit = Contract.Watch.lasting(
      longerThan: Window.screen.duration, on: run, applies: { run.ads.contains { $0.hostView != nil && $0.isLoaded } }
    ) {
      for ad in run.ads {
        guard let host = ad.hostView, ad.isLoaded, let problem = ADInterstitialAd.hostProblem(host) else { continue }
        let window = Window.screen.duration.shortText
        return Contract.Violation(
          expected: "the host view sized to the screen in \(run.simulation.device.orientation.rawValue) within \(window)",
          actual: "its \(problem), for more than \(window)", at: run.lastEvent())
      }
      return nil
    }
    return Contract.Watch(
      names: [.presentInRefused], settledEvent: refusal.onSettledEvent, step: fit.onStep,
      reached: { fit.hasReached || refusal.hasReached })
  }

  /// The app never moves, resizes, hides, fades or removes the ad's own view.
  static let hostViewUntouched = Contract.Monitor { (_: InterstitialRun) in
    .eachEvent(named: [.appChangedTheAdsView, .presentInAccepted]) { event in
      guard event.name == .appChangedTheAdsView else { return nil }
      return Contract.Violation(
        expected: "the ad's own view left alone", actual: "the app changed it at \(event.time) s: \(event.detail)", at: event)
    }
  }

  /// On a phone before iOS 7, the app makes no full-screen ad (the SDK records one it
  /// makes as misuse, which this rule claims).
  static let padOnly = Contract.Monitor { (run: InterstitialRun) in
    let judged = run.simulation.device.idiom == .phone && run.simulation.device.systemVersion < 7
    return Contract.Watch(
      names: [.interstitialAdCreated],
      settledEvent: { event in
        guard judged, event.kind == .misuse else { return nil }
        // The timeline marks the creation itself; the device's refusal follows it.
        let creation = run.events.last { $0.kind == .created && $0.object == event.object && $0.sequence < event.sequence }
        return Contract.Violation(
          expected: "no full-screen ad on a phone", actual: "the app made \(event.object) at \(event.time) s",
          at: creation ?? event)
      },
      reached: { judged })
  }

  /// At a transition with no loaded ad and none covering the app, the content moves on
  /// within the screen window. Without the contentProgress probe there is nothing to watch.
  static let skipsWhenNotLoaded = Contract.Monitor { (run: InterstitialRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var before: Int?
    return Contract.Watch(
      names: [Script.Step.transition.eventName],
      // As recorded, so the ads and the content are read before the transition runs.
      event: { event in
        guard deadlines.open.isEmpty, !run.ads.contains(where: { $0.isLoaded || $0.isPresentedModally }),
          let progress = run.contentProgress()
        else { return nil }
        before = progress
        deadlines.open(by: event)
        return nil
      },
      step: {
        // Moving on, or an ad that arrived at the transition and showed: nothing skipped.
        let shown = run.ads.contains { $0.isPresentedModally || $0.hostView != nil }
        if let start = before, shown || (run.contentProgress() ?? start) > start {
          deadlines.meetAll()
          before = nil
        }
        return deadlines.violation(on: run, expected: "the transition to go on without an ad within \(deadlines.window.shortText)") { late in
          "the app stayed at step \(before.map(String.init) ?? "?") after the transition at \(late.time) s, waiting for one"
        }
      },
      reached: { deadlines.opened > 0 })
  }
}

extension InterstitialMonitors {
  /// A modal ad is presented at a transition, not as it loads: every `present(from:)` comes
  /// while a transition's code runs or within the screen window after it. One in the turn
  /// of the ad's `interstitialAdDidLoad` was made from that callback, and the message says
  /// so. Pages are presented as the user turns to them; the rule is for modal ads only.
  static let noModalOnLoad = Contract.Monitor { (run: InterstitialRun) in
    let judged = run.setup.presentation == .modal
    var loadedIn: [String: Int] = [:]
    var calls = 0
    // When the latest transition began: a present call in its hook comes before the run
    // has noted the transition.
    var transitionBegan: VirtualClock.Instant?
    let transition = Script.Step.transition.eventName
    return Contract.Watch(
      names: [.interstitialAdDidLoad, .presentFrom, transition],
      event: { event in
        guard judged else { return nil }
        switch event.name {
        case .interstitialAdDidLoad:
          loadedIn[event.object] = run.simulation.turn
          return nil
        case transition:
          transitionBegan = event.time
          return nil
        case .presentFrom:
          break
        default:
          return nil
        }
        calls += 1
        let inHook = transitionBegan.map { $0 <= event.time && event.time <= $0.advanced(by: Window.screen.duration) } ?? false
        guard !inHook, !run.isDuringTransition(event) else { return nil }
        let asItLoaded = loadedIn[event.object] == run.simulation.turn ? " as it loaded" : ""
        return Contract.Violation(
          expected: "the modal ad presented at a transition",
          actual: "the app presented \(event.object) at \(event.time) s\(asItLoaded), outside any transition", at: event)
      },
      reached: { calls > 0 })
  }

  /// After an ad unloads, the app makes a new ad object within the request window.
  static let nextAdAfterUnload = Contract.Monitor { (run: InterstitialRun) in
    var deadlines = Contract.Deadlines(within: Window.request.duration)
    return Contract.Watch(
      names: [.interstitialAdDidUnload, .interstitialAdCreated],
      settledEvent: { event in
        if event.name == .interstitialAdDidUnload {
          deadlines.open(by: event)
        } else if event.kind == .created {
          deadlines.meet { $0.sequence < event.sequence }
        }
        return nil
      },
      step: {
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        return Contract.Violation(
          expected: "a new ad object within \(deadlines.window.shortText) of \(late.object) unloading",
          actual: "the app made none after the unload at \(late.time) s", at: run.lastEvent(atOrBefore: deadlines.due(late)))
      },
      reached: { deadlines.opened > 0 })
  }

  /// An ad held loaded through three transitions, a screen window apart and with none
  /// covering the app, is presented before its content expires: an app may show ads at
  /// some transitions only, not hold one until it goes stale.
  static let presentedBeforeExpiry = Contract.Monitor { (run: InterstitialRun) in
    // For each ad loaded and not yet presented, the transitions it was held through.
    var loaded: [String: [VirtualClock.Instant]] = [:]
    var judged = 0
    let window = Window.screen.duration
    return Contract.Watch(
      names: [
        .interstitialAdDidLoad, Script.Step.transition.eventName, .adPresentedModally, .presentInAccepted,
        .interstitialAdDidUnload,
      ],
      // As recorded, so a transition counts only when no ad covers the app.
      event: { event in
        switch event.name {
        case .interstitialAdDidLoad:
          loaded[event.object] = []
        case .adPresentedModally, .presentInAccepted:
          loaded[event.object] = nil
        case .interstitialAdDidUnload:
          // A transition counts once the app has had the screen window after it to
          // present, and when it came the screen window after the one before.
          guard let times = loaded.removeValue(forKey: event.object) else { return nil }
          var counted: [VirtualClock.Instant] = []
          for time in times where time.duration(to: event.time) >= window {
            if let last = counted.last, last.duration(to: time) < window { continue }
            counted.append(time)
          }
          guard counted.count >= 3 else { return nil }
          judged += 1
          return Contract.Violation(
            expected: "the loaded ad presented before its content expired",
            actual: "\(event.object) went unseen through the transitions at \(counted.map { "\($0) s" }.joined(separator: ", ")) and unloaded at \(event.time) s",
            at: event)
        default:
          guard !run.ads.contains(where: { $0.isPresentedModally || $0.isActionInProgress }) else { return nil }
          for name in loaded.keys { loaded[name]!.append(event.time) }
          if loaded.values.contains(where: { $0.count >= 3 }) { judged += 1 }
        }
        return nil
      },
      reached: { judged > 0 })
  }

  /// Within the screen window of a page ad's `interstitialAdDidUnload`, its page is out
  /// of its superview and the pages left there sit edge to edge.
  static let pageRemovedAfterUnload = Contract.Monitor { (run: InterstitialRun) in
    let judged = run.setup.presentation == .page
    var hosts: [String: UIView] = [:]
    var pending: [(end: Trace.Event, host: UIView, container: UIView)] = []
    return Contract.Watch(
      names: [.presentInAccepted, .interstitialAdDidUnload],
      event: { event in
        guard judged else { return nil }
        if event.name == .presentInAccepted {
          if let host = run.ads.first(where: { $0.traceName == event.object })?.hostView { hosts[event.object] = host }
        } else if let host = hosts.removeValue(forKey: event.object), let container = host.superview {
          pending.append((event, host, container))
        }
        return nil
      },
      step: {
        pending.removeAll { $0.host.superview == nil && Self.gap(in: $0.container) == nil }
        guard let late = pending.first(where: { $0.end.time.duration(to: run.now) > Window.screen.duration }) else {
          return nil
        }
        pending.removeAll { $0.end.sequence == late.end.sequence }
        let window = Window.screen.duration.shortText
        if late.host.superview != nil {
          return Contract.Violation(
            expected: "the ad's page removed within \(window) of interstitialAdDidUnload",
            actual: "the empty page stayed at \(late.host.frame.timelineText) in its \(String(describing: type(of: late.container)))",
            at: run.lastEvent(atOrBefore: late.end.time.advanced(by: Window.screen.duration)))
        }
        let (width, x) = Self.gap(in: late.container) ?? (0, 0)
        return Contract.Violation(
          expected: "the pages closed up within \(window) of the ad's page going",
          actual: "a gap of \(Int(width)) points was left at x = \(Int(x))",
          at: run.lastEvent(atOrBefore: late.end.time.advanced(by: Window.screen.duration)))
      },
      reached: { !hosts.isEmpty || !pending.isEmpty })
  }

  /// The first gap between the visible pages side by side in the container, if any: its
  /// width and where it starts.
  @MainActor
  static func gap(in container: UIView) -> (CGFloat, CGFloat)? {
    let pages = container.subviews.filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }
    for (left, right) in zip(pages, pages.dropFirst()) where right.frame.minX > left.frame.maxX {
      return (right.frame.minX - left.frame.maxX, left.frame.maxX)
    }
    return nil
  }
}
