import AdSimulation
import FakeUserMessagingPlatform

/// The consent rules of gathering: the update each launch asks for and the privacy options
/// entry point that follows consent.
extension GoogleConsentRules {
  /// The app asks for the latest consent information on every launch.
  static let updatesEveryLaunch = Rule(
    "gma.consent.updates-every-launch", .must,
    title: "Every launch asks for the latest consent information, even when consent was given before.",
    guide: updateSection,
    explanation: """
      Consent can change between sessions (a new regulation, an expired choice). The check \
      starts a user who consented in an earlier session: requestConsentInfoUpdate must be \
      called within the request window (10 s) of the screen coming up.
      """,
    fix:
      "call requestConsentInfoUpdate(with:) from the first screen's viewDidLoad on every launch, before relying on canRequestAds.",
    basis: .init(
      .must, section: updateSection, word: "must",
      sentence:
        "The consent information has to be refreshed in every session before the status is read or a form is loaded."),
    // The property: within the request window of the launch, the app asks for the latest
    // consent information.
    property: Rule.Monitor { (run: GoogleConsentRun) in
      let since = run.now
      var pending = !run.events.contains { $0.name == .requestConsentInfoUpdate }
      return Rule.Watch(
        names: [.requestConsentInfoUpdate],
        settledEvent: { event in
          if event.name == .requestConsentInfoUpdate { pending = false }
          return nil
        },
        step: {
          let window = Rule.Window.request.duration
          guard pending, since.duration(to: run.now) > window else { return nil }
          pending = false
          return Rule.Violation(
            expected: "requestConsentInfoUpdate within \(window.shortText) of the launch",
            actual: "the app did not ask for the latest consent information in the \(window.shortText) after it",
            at: run.lastEvent(atOrBefore: since.advanced(by: window)))
        },
        reached: { true })
    }
  ) { (run: GoogleConsentRun) in
    await run.show(
      under: ConsentBehaviour(consent: .obtained, previousSession: .consented, updateLatency: updateLatency))
    // The rule's property judges the run.
    if let call = await run.waitForEvent(named: .requestConsentInfoUpdate, after: 0, within: .request) {
      return .pass("the app asked for the latest consent information at \(call.time) s")
    }
    await run.runPastWindow()
    return .pass(
      "the app did not ask for the latest consent information in the \(Rule.Window.request.duration.shortText) after the launch"
    )
  }

  /// A privacy options entry point when one is required.
  static let privacyOptionsEntryPoint = Rule(
    "gma.consent.privacy-options-entry-point", .must,
    title: "When privacy options are required, the app offers an entry point that opens them.",
    guide: privacySection,
    explanation: """
      A user who consented must be able to change their mind. After the user consents on a \
      first launch, privacy options become required: within the screen window (2 s) of the \
      form's answer the privacyOptionsOffered probe must say yes, and using the entry point \
      (the openPrivacyOptions hook) must call presentPrivacyOptionsForm within the screen \
      window.
      """,
    fix:
      "after gathering consent, enable a privacy settings control when privacyOptionsRequirementStatus is .required, and have it call presentPrivacyOptionsForm(from:).",
    basis: .init(
      .must, section: privacySection, word: "must",
      sentence:
        "When the privacy options requirement says so, the app has to give users a way to reopen the privacy message."),
    // The property: when the app's consent gathering ends (the completion of
    // `loadAndPresentIfRequired(from:)` or of a consent form it presented) with privacy options
    // required, the app offers an entry point within the screen window: a user cannot reach one
    // while the form is up, nor while another screen covers the app's (the window then runs
    // from the moment it is uncovered). Without the privacyOptionsOffered probe there is nothing to watch;
    // that the entry point opens the form is judged by the rule's own scenario, which uses it.
    property: Rule.Monitor { (run: GoogleConsentRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      // The subject's probe, not its reading: a watch may start before the screen is up.
      let judged = run.setup.privacyOptionsOffered != nil
      var required = false
      for event in run.events where event.name == .consentStateChanged {
        required = event.flag("privacyOptionsRequired") ?? required
      }
      return Rule.Watch(
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
          // While something covers the screen (a clicked banner's own screen), no entry point
          // is in reach: the window runs again from the moment the screen is uncovered.
          if run.isScreenCovered {
            let waiting = deadlines.open
            deadlines.meetAll()
            for trigger in waiting {
              deadlines.open(by: trigger, dueNoEarlierThan: run.now.advanced(by: deadlines.window))
            }
            return nil
          }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return Rule.Violation(
            expected:
              "a privacy options entry point within \(deadlines.window.shortText) of gathering consent, with privacy options required",
            actual: "the screen offered none after consent was gathered at \(late.time) s", at: late)
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    guard run.privacyOptionsOffered() != nil, let open = run.setup.openPrivacyOptions else {
      return .unverified(GoogleConsentRun.needsPrivacyProbe)
    }
    guard let answered = await run.waitForEvent(named: .consentFormAnswered, after: 0, within: .request) else {
      return .unmet(.presentAttempted, "the consent form never showed, so privacy options never became required")
    }
    // Whether an entry point came in time is the rule's property's to judge; that it
    // opens the form only this scenario, which uses it, can tell.
    guard
      let offeredAt = await run.waitUntil(Rule.Window.screen, { [unowned run] in run.privacyOptionsOffered() == true })
    else {
      await run.runPastWindow()
      return .pass(
        "the user answered the consent form at \(answered.time) s and the screen offered no privacy options entry point"
      )
    }
    let start = run.lastSequence
    if let screen = run.screen { open(screen) }
    guard let call = await run.waitForEvent(named: .presentPrivacyOptionsForm, after: start, within: .screen) else {
      return .fail(
        expected: "the entry point to call presentPrivacyOptionsForm",
        actual: "using it opened no privacy options form", at: run.lastEvent())
    }
    return .pass("the entry point was offered at \(offeredAt) s and opened the privacy options form at \(call.time) s")
  }
}
