import AdSimulation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// The consent properties of a launch, judged over any run: the update each launch asks
/// for, the ads that follow consent, the consent an earlier session left, and the privacy
/// options entry point.
extension GoogleConsentMonitors {
  /// Within the request window of the launch, the app asks for the latest consent
  /// information.
  static let updatesEveryLaunch = Contract.Monitor { (run: GoogleConsentRun) in
    let since = run.now
    var pending = !run.events.contains { $0.name == .requestConsentInfoUpdate }
    return Contract.Watch(
      names: [.requestConsentInfoUpdate],
      settledEvent: { event in
        if event.name == .requestConsentInfoUpdate { pending = false }
        return nil
      },
      step: {
        let window = Window.request.duration
        guard pending, since.duration(to: run.now) > window else { return nil }
        pending = false
        return Contract.Violation(
          expected: "requestConsentInfoUpdate within \(window.shortText) of the launch",
          actual: "the app did not ask for the latest consent information in the \(window.shortText) after it",
          at: run.lastEvent(atOrBefore: since.advanced(by: window)))
      },
      reached: { true })
  }

  /// Once the user consents in the form, the app requests an ad within the request
  /// window, unless it had requested one already.
  static let loadsAfterConsent = Contract.Monitor { (run: GoogleConsentRun) in
    var deadlines = Contract.Deadlines(within: Window.request.duration)
    let consent = Consent()
    // Only a request consent allowed counts: one made before is refused.
    var requested = false
    @MainActor func handle(_ event: Trace.Event) {
      let refused = consent.isRequestWithoutConsent(event)
      if GoogleConsentRun.isAdRequest(event), !refused {
        requested = true
        deadlines.meetAll()
      } else if event.name == .consentFormAnswered, event.flag("consented") == true, !requested {
        deadlines.open(by: event)
      }
    }
    for event in run.events where names.contains(event.name) { handle(event) }
    return Contract.Watch(
      names: names,
      settledEvent: { event in
        handle(event)
        return nil
      },
      step: {
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        return Contract.Violation(
          expected: "an ad request within \(deadlines.window.shortText) of the consent",
          actual: "the user consented at \(late.time) s and the app requested none", at: late)
      },
      reached: { deadlines.opened > 0 })
  }

  /// With ads allowed by consent an earlier session left, the app requests an ad before
  /// the launch's consent update completes, when that update takes a second or longer
  /// (an app that requests as soon as consent allows it does so at once).
  static let usesPreviousConsent = Contract.Monitor { (run: GoogleConsentRun) in
    var requested = false
    var update: Trace.Event?
    var allowedAtRequest = false
    var judged = 0
    @MainActor func handle(_ event: Trace.Event) -> Contract.Violation? {
      if GoogleConsentRun.isAdRequest(event) { requested = true }
      switch event.name {
      case .requestConsentInfoUpdate where update == nil:
        update = event
        allowedAtRequest = false
      case .consentStateChanged:
        // Consent an earlier session stored allows ads as the update is asked for; a
        // change the completion brings comes later.
        if let asked = update, event.time == asked.time, event.flag("canRequestAds") == true {
          allowedAtRequest = true
        }
      case .consentInfoUpdateCompletion:
        guard let asked = update else { return nil }
        update = nil
        guard allowedAtRequest, asked.time.duration(to: event.time) >= .seconds(1) else { return nil }
        judged += 1
        guard !requested else { return nil }
        return Contract.Violation(
          expected: "an ad request before the consent update completed, with consent from an earlier session",
          actual: "the app waited for the update, which completed at \(event.time) s, \(asked.time.duration(to: event.time).shortText) after it was asked",
          at: event)
      default:
        break
      }
      return nil
    }
    // The screen came up, and may have asked, before the watch began.
    var early: Contract.Violation?
    for event in run.events { early = early ?? handle(event) }
    return Contract.Watch(
      names: names.union([.requestConsentInfoUpdate, .consentInfoUpdateCompletion]),
      event: { handle($0) },
      step: {
        defer { early = nil }
        return early
      },
      reached: { judged > 0 })
  }

  /// When the app's consent gathering ends (the completion of
  /// `loadAndPresentIfRequired(from:)` or of a consent form it presented) with privacy
  /// options required, the app offers an entry point within the screen window: a user
  /// cannot reach one while the form is up. Without the privacyOptionsOffered probe there
  /// is nothing to watch; that the entry point opens the form is judged by the rule's own
  /// scenario, which uses it.
  static let privacyOptionsEntryPoint = Contract.Monitor { (run: GoogleConsentRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    // The subject's probe, not its reading: a watch may start before the screen is up.
    let judged = run.setup.privacyOptionsOffered != nil
    var required = false
    for event in run.events where event.name == .consentStateChanged {
      required = event.flag("privacyOptionsRequired") ?? required
    }
    return Contract.Watch(
      names: [.consentStateChanged, .loadAndPresentIfRequiredCompletion, .consentFormPresentCompletion],
      settledEvent: { event in
        guard judged else { return nil }
        if event.name == .consentStateChanged {
          required = event.flag("privacyOptionsRequired") ?? required
          if !required { deadlines.meetAll() }
        } else if required {
          deadlines.open(by: event)
        }
        return nil
      },
      step: {
        if !deadlines.open.isEmpty, run.privacyOptionsOffered() == true { deadlines.meetAll() }
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        return Contract.Violation(
          expected: "a privacy options entry point within \(deadlines.window.shortText) of gathering consent, with privacy options required",
          actual: "the screen offered none after consent was gathered at \(late.time) s", at: late)
      },
      reached: { deadlines.opened > 0 })
  }
}
