import AdSimulation
import FakeGoogleMobileAds

/// The interstitial's break properties, judged over any run of a subject whose breaks the
/// script brings (the `transition` step); a subject whose own clock brings them is not
/// watched, since no break can be told from any other moment.
enum GoogleInterstitialMonitors {
  /// No ad is presented as it loads: a present call that comes outside any break (while
  /// a break's code runs or in the screen window after it), in the turn of the load
  /// completion that brought the ad, was made from that completion.
  ///
  /// A present call outside the breaks the script brings, long after the load, is the
  /// app's own clock at work (a round that ends on a timer): a break the harness cannot
  /// see, and no ad shown as it loads.
  static let notShownOnLoad = Contract.Monitor { (run: GoogleInterstitialRun) in
    let judged = run.breaksUnseen == nil
    var arrivals: [String: Int] = [:]
    var calls = 0
    return Contract.Watch(
      names: [.loadCompletion, run.presentCall],
      event: { event in
        guard judged, run.isOwn(event) else { return nil }
        if event.name == .loadCompletion, event.flag("loaded") == true {
          arrivals[event.object] = run.simulation.turn
          return nil
        }
        guard event.name == run.presentCall else { return nil }
        calls += 1
        guard arrivals[event.object] == run.simulation.turn, !run.isAtBreak(event) else { return nil }
        return Contract.Violation(
          expected: "the interstitial presented at a natural break",
          actual: "the app presented \(event.object) at \(event.time) s from its load completion, outside any break",
          at: event)
      },
      reached: { judged && calls > 0 })
  }

  /// An app that holds a loaded, unexpired interstitial through the breaks the user takes
  /// presents it at one of ``GoogleFullScreenRun/breaksToReachAnAd`` in a row: an app may
  /// cap how often it shows ads, not hold one for good.
  static let shownAtBreak = Contract.Monitor { (run: GoogleInterstitialRun) in
    let judged = run.breaksUnseen == nil
    let lifetime = GoogleFullScreenScenario.current(in: run.simulation).lifetime
    var ads = HeldAds()
    var breaksHolding: [Trace.Event] = []
    var offered = false
    var reached = 0
    let transition = Script.Step.transition.eventName
    return Contract.Watch(
      names: HeldAds.names(run).union([transition]),
      // As recorded, so whether the app offers a break is read before the break runs.
      event: { event in
        if event.name == transition { offered = run.isBreakOffered() }
        return nil
      },
      settledEvent: { event in
        guard judged else { return nil }
        ads.note(event, run: run)
        if event.name == transition {
          ads.dropExpired(at: event.time, lifetime: lifetime, judged: run.readsTimeFromContext)
          guard offered, ads.onScreen == nil, !ads.held.isEmpty, run.ranBreak(at: event) else { return nil }
          reached += 1
          breaksHolding.append(event)
        } else if (event.name == run.presentCall && run.isOwn(event)) || ads.held.isEmpty {
          breaksHolding.removeAll()
        }
        return nil
      },
      step: {
        guard breaksHolding.count >= GoogleInterstitialRun.breaksToReachAnAd,
          let last = breaksHolding.last, last.time.duration(to: run.now) > Window.screen.duration
        else { return nil }
        return Contract.Violation(
          expected: "the loaded interstitial presented at one of \(GoogleInterstitialRun.breaksToReachAnAd) breaks in a row",
          actual: "the app held it through the breaks at \(breaksHolding.map { "\($0.time) s" }.joined(separator: ", ")) and presented it at none",
          at: run.lastEvent(atOrBefore: last.time.advanced(by: Window.screen.duration)))
      },
      reached: { reached > 0 })
  }

  /// At a break the user takes with no interstitial held and none on screen, the content
  /// moves on within the screen window (for an app whose own clock brings its breaks,
  /// within that clock's time too). Without the contentProgress probe there is nothing
  /// to watch.
  static let skipsWhenNotReady = Contract.Monitor { (run: GoogleInterstitialRun) in
    let within = (run.appBreaksWithin ?? .zero) + Window.screen.duration
    var deadlines = Contract.Deadlines(within: within)
    var ads = HeldAds()
    var progressAtBreak: Int?
    let transition = Script.Step.transition.eventName
    return Contract.Watch(
      names: HeldAds.names(run).union([transition]),
      event: { event in
        ads.note(event, run: run)
        if event.name == run.presentCall, run.isOwn(event) {
          // An ad that arrived and showed is the break's ad: nothing to skip.
          deadlines.meetAll()
        }
        guard event.name == transition, run.isBreakOffered(), ads.onScreen == nil, ads.held.isEmpty,
          deadlines.open.isEmpty, let progress = run.contentProgress()
        else { return nil }
        progressAtBreak = progress
        deadlines.open(by: event)
        return nil
      },
      step: {
        if let before = progressAtBreak, let now = run.contentProgress(), now > before {
          deadlines.meetAll()
          progressAtBreak = nil
        }
        return deadlines.violation(on: run, expected: "the content moving on within \(within.shortText) of a break with no ad loaded") { late in
          "it stayed at \(progressAtBreak.map(String.init) ?? "where it was") from the break at \(late.time) s"
        }
      },
      reached: { deadlines.opened > 0 })
  }
}
