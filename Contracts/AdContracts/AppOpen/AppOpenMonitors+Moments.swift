import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The app open properties of the app's moments, judged over any run: the load and the
/// ad on becoming active, the cold start, and a new user's first opens.
extension AppOpenMonitors {
  /// Becoming active with no ad available and no load running, the app starts a load
  /// within the request window, unless an ad covers it, consent allows no request, or the
  /// harness chose a new user the app may keep ads from. An ad held past its four hours
  /// counts as held here: presenting it instead is the expiry rule's matter.
  static let loadsWhenUnavailable = Contract.Monitor { (run: AppOpenRun) in
    var deadlines = Contract.Deadlines(within: Window.request.duration)
    let app = Follower(run)
    return Contract.Watch(
      names: app.names,
      // As recorded, so the moment is judged with the app as it is then.
      event: { event in
        let isMoment = app.follow(event)
        if event.name == run.loadCall, run.isOwn(event) { deadlines.meetAll() }
        if !app.state.adsAllowed { deadlines.meetAll() }
        if isMoment, app.state.adsAllowed, app.state.onScreen == nil, !app.ledger.isLoading,
          !app.ledger.holdsAd(at: event.time, countingExpired: true)
        {
          deadlines.open(by: event)
        }
        return nil
      },
      step: {
        return deadlines.violation(on: run, expected: "a new load within \(deadlines.window.shortText) of didBecomeActive with no ad available") { late in
          "the app started none in the \(deadlines.window.shortText) after it, at \(late.time) s"
        }
      },
      reached: { deadlines.opened > 0 })
  }

  /// Coming back from the background with an unused ad under four hours old, the app
  /// tries to present it within the screen window, unless an ad is already up or the
  /// harness chose a new user.
  static let showsOnForeground = Contract.Monitor { (run: AppOpenRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var wasInBackground = false
    let app = Follower(run)
    return Contract.Watch(
      names: app.names,
      event: { event in
        let isMoment = app.follow(event)
        if event.name == run.presentCall, run.isOwn(event) { deadlines.meetAll() }
        if event.name == .didEnterBackground { wasInBackground = true }
        guard event.name == .didBecomeActive else { return nil }
        // A return from the background; the launch's first becoming active is the cold
        // start's, judged by its own rule.
        if isMoment, wasInBackground, app.state.onScreen == nil, app.ledger.holdsAd(at: event.time) {
          deadlines.open(by: event)
        }
        wasInBackground = false
        return nil
      },
      step: {
        return deadlines.violation(on: run, expected: "the loaded ad presented within \(deadlines.window.shortText) of the return to the foreground") { late in
          "the app held an unused ad when it became active at \(late.time) s and did not try to present it"
        }
      },
      reached: { deadlines.opened > 0 })
  }

  /// From the launch until the app first resigns active, no present call while the
  /// loading screen is down: an ad that arrives once the content is up waits for the next
  /// return. Without the loading-screen probe there is nothing to watch.
  static let coldStartOnlyOnLoadingScreen = Contract.Monitor { (run: AppOpenRun) in
    var firstSession = false
    var judged = 0
    return Contract.Watch(
      names: [run.presentCall, .didFinishLaunching, .willResignActive],
      event: { event in
        if event.name == .didFinishLaunching { firstSession = true }
        if event.name == .willResignActive { firstSession = false }
        guard firstSession, event.name == run.presentCall, run.isOwn(event), let up = run.isLoadingScreenUp() else {
          return nil
        }
        judged += 1
        guard !up else { return nil }
        return Contract.Violation(
          expected: "no ad over the app's content on a cold start",
          actual: "the app presented \(event.object) at \(event.time) s with the loading screen gone", at: event)
      },
      reached: { judged > 0 })
  }

  /// A new user sees no app open ad in the first three opens of the app: the launch and
  /// the next two returns to the foreground.
  static let waitsForReturningUsers = Contract.Monitor { (run: AppOpenRun) in
    var opens = 0
    return Contract.Watch(
      names: [.didFinishLaunching, .willEnterForeground, .adWillPresentFullScreenContent],
      settledEvent: { event in
        guard run.isNewUser else { return nil }
        switch event.name {
        case .didFinishLaunching, .willEnterForeground:
          opens += 1
        case .adWillPresentFullScreenContent where run.isOwn(event) && opens <= 3:
          return Contract.Violation(
            expected: "no app open ad in a new user's first three opens",
            actual: "the app showed \(event.object) at \(event.time) s, in open \(max(opens, 1))", at: event)
        default:
          break
        }
        return nil
      },
      reached: { run.isNewUser && opens > 0 })
  }

  /// What the moment properties follow of an app, event by event as recorded: its loads
  /// and the ads it holds, consent and the ad on screen, and its moments for an ad.
  @MainActor
  final class Follower {
    let run: AppOpenRun
    private(set) var ledger = AppOpenLoadLedger()
    private(set) var state = MomentState()
    private let moments: GoogleFullScreenMoments
    /// The names of the events ``follow(_:)`` reads.
    let names: Set<Trace.Event.Name>

    init(_ run: AppOpenRun) {
      self.run = run
      moments = run.momentTracker()
      names = AppOpenLoadLedger.names.union(MomentState.names).union(moments.names)
    }

    /// Takes the event into account; whether it marks a moment for an ad.
    func follow(_ event: Trace.Event) -> Bool {
      let isMoment = moments.names.contains(event.name) && moments.isMoment(event)
      state.note(event, run: run)
      if AppOpenLoadLedger.names.contains(event.name) { _ = ledger.note(event, isOwn: run.isOwn(event)) }
      return isMoment
    }
  }

  /// What the moment properties follow: whether consent allows ad requests and which ad
  /// is on screen.
  struct MomentState {
    static let names: Set<Trace.Event.Name> = [
      .consentStateChanged, .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
      .adDidFailToPresentFullScreenContentWithError,
    ]
    var adsAllowed = true
    var onScreen: String?

    @MainActor mutating func note(_ event: Trace.Event, run: AppOpenRun) {
      switch event.name {
      case .consentStateChanged:
        adsAllowed = event.flag("canRequestAds") ?? adsAllowed
      case .adWillPresentFullScreenContent where run.isOwn(event):
        onScreen = event.object
      case .adDidDismissFullScreenContent, .adDidFailToPresentFullScreenContentWithError:
        if event.object == onScreen { onScreen = nil }
      default:
        break
      }
    }
  }
}

extension AppOpenMonitors {
  /// How long an ad over the launch's loading screen stays up before the launch's work
  /// is taken to have finished under it, as the rule's scenario takes it.
  static let loadingFinishesWithin: Duration = .seconds(30)

  /// An ad that came over the loading screen and stayed up for
  /// ``loadingFinishesWithin`` or longer (the loading finished under it) takes the
  /// loading screen with it: within the screen window of its dismissal the screen is
  /// gone. Without the loading-screen probe there is nothing to watch.
  static let dismissesLoadingScreen = Contract.Monitor { (run: AppOpenRun) in
    var overLoading: [String: VirtualClock.Instant] = [:]
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    return Contract.Watch(
      names: [.adWillPresentFullScreenContent, .adDidDismissFullScreenContent],
      // As recorded, so the loading screen is read as the ad comes and goes.
      event: { event in
        guard run.isOwn(event), let up = run.isLoadingScreenUp() else { return nil }
        if event.name == .adWillPresentFullScreenContent {
          if up { overLoading[event.object] = event.time }
        } else if let shown = overLoading.removeValue(forKey: event.object),
          shown.duration(to: event.time) >= loadingFinishesWithin, up
        {
          deadlines.open(by: event)
        }
        return nil
      },
      step: {
        if run.isLoadingScreenUp() != true { deadlines.meetAll() }
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        return Contract.Violation(
          expected: "the loading screen gone within \(deadlines.window.shortText) of the ad's dismissal",
          actual: "it was still up after adDidDismissFullScreenContent at \(late.time) s, the ad having been up since the launch",
          at: late)
      },
      reached: { deadlines.opened > 0 })
  }
}
