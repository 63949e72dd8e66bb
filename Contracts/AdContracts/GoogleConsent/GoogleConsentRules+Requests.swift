import AdSimulation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// The consent rules of ad requests: none before consent allows them or after a refusal,
/// and the first ones once consent is given, now or in an earlier session.
extension GoogleConsentRules {
  /// No ad request while consent does not allow one.
  static let noRequestBeforeConsent = Rule(
    "gma.consent.no-request-before-consent", .must,
    title: "No ad is requested before consent allows it.",
    guide: requestAdsSection,
    explanation: """
      Until the user has answered, an ad request may use data the user has not agreed to. \
      On a first launch the consent form shows and the user consents after 2 s: every ad \
      request, of any format, must come while canRequestAds is true, following the state \
      the consent SDK reports.
      """,
    fix:
      "start the Mobile Ads SDK and load ads only once canRequestAds is true: in the consent completion, or at once when an earlier session's consent allows it.",
    basis: .init(
      .must, section: requestAdsSection, word: "must",
      sentence: "Before requesting ads, the app checks that consent allows it, and does not request otherwise."),
    // The property: no ad request of any format while `canRequestAds` is false, until the user
    // declines (after that, the request is no-ads-when-denied's).
    property: Rule.Monitor { (run: GoogleConsentRun) in
      watch(run) { event, consent in
        guard !consent.declined else { return nil }
        return Rule.Violation(
          expected: "every ad request made while canRequestAds is true",
          actual: "the app requested an ad at \(event.time) s while canRequestAds was false", at: event)
      }
    }
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    await run.perform(.advance(.seconds(15)))
    // The rule's property judges the run.
    guard let first = run.adRequests.first else {
      return .unmet(.loadRequested, "the app requested no ad in the 15 s after the user consented")
    }
    return .pass("the first ad request came at \(first.time) s")
  }

  /// A user who declines gets no ad requests.
  static let noAdsWhenDenied = Rule(
    "gma.consent.no-ads-when-denied", .must,
    title: "When the user declines, the app requests no ads.",
    guide: requestAdsSection,
    explanation: """
      A refusal leaves canRequestAds false. On a first launch the user declines the form: \
      no ad request of any format may come after the answer, over 30 s.
      """,
    fix: "check canRequestAds after the consent form and before every load, and load nothing while it is false.",
    basis: .init(
      .must, section: requestAdsSection, word: "must",
      sentence: "An app whose consent check says no may not request ads."),
    // The property: no ad request of any format after the user declined, while `canRequestAds`
    // stays false.
    property: Rule.Monitor { (run: GoogleConsentRun) in
      watch(run) { event, consent in
        guard consent.declined else { return nil }
        return Rule.Violation(
          expected: "no ad request after the user declined",
          actual: "the app requested an ad at \(event.time) s, after the user declined", at: event)
      }
    }
  ) { (run: GoogleConsentRun) in
    await run.show(
      under: ConsentBehaviour(
        consent: .denied, previousSession: .firstLaunch, updateLatency: updateLatency, answerLatency: answerLatency))
    await run.perform(.advance(.seconds(30)))
    guard let answered = run.events(named: .consentFormAnswered).first else {
      return .unmet(.presentAttempted, "the consent form never showed, so the user never declined")
    }
    // The rule's property judges the run; a request before the answer is
    // gma.consent.no-request-before-consent's to judge.
    let request = run.adRequests.first { $0.sequence > answered.sequence }
    return .pass(
      "the user declined at \(answered.time) s and the app "
        + (request.map { "requested an ad at \($0.time) s" } ?? "requested no ad after it"))
  }

  /// After consent, ads load.
  static let loadsAfterConsent = Rule(
    "gma.consent.loads-after-consent", .should,
    title: "Once the user consents, the app starts loading ads.",
    guide: sampleSection,
    explanation: """
      Consent gathered is the moment to start the SDK and load. On a first launch the user \
      consents after 2 s: an ad request must come within the request window (10 s) of the \
      form's answer.
      """,
    fix: "in the consent completion, when canRequestAds is true, start the Mobile Ads SDK and load the first ad.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence: "The samples start the SDK and load their first ad from the consent completion once ads are allowed.",
      note: "Sample code with no word of obligation, so SHOULD."),
    // The property: once the user consents in the form, the app requests an ad within the
    // request window, unless it had requested one already.
    property: Rule.Monitor { (run: GoogleConsentRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.request.duration)
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
      return Rule.Watch(
        names: names,
        settledEvent: { event in
          handle(event)
          return nil
        },
        step: {
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return Rule.Violation(
            expected: "an ad request within \(deadlines.window.shortText) of the consent",
            actual: "the user consented at \(late.time) s and the app requested none", at: late)
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    guard let answered = await run.waitForEvent(named: .consentFormAnswered, after: 0, within: .request) else {
      return .unmet(.presentAttempted, "the consent form never showed")
    }
    let request = await run.waitForEvent(
      after: answered.sequence, within: .request, where: GoogleConsentRun.isAdRequest)
    // The rule's property judges the run.
    guard let request else {
      await run.runPastWindow()
      return .pass(
        "the user consented at \(answered.time) s and the app requested no ad in the \(Rule.Window.request.duration.shortText) after"
      )
    }
    return .pass("the user consented at \(answered.time) s and the app requested an ad at \(request.time) s")
  }

  /// A returning user's earlier consent lets ads load before the update completes.
  static let usesPreviousConsent = Rule(
    "gma.consent.uses-previous-consent", .should,
    title: "With consent from an earlier session, the app loads ads without waiting for the update.",
    guide: sampleSection,
    explanation: """
      canRequestAds reports the earlier session's answer until the update completes, so a \
      returning user's ads can load at once. The check starts a user who consented before, \
      with an update that takes 5 s: an ad request must come before the update completes.
      """,
    fix:
      "right after starting the consent update, check canRequestAds and start the SDK and load if it is already true.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence:
        "The samples check canRequestAds right after asking for the update, so consent from the last session starts ads at once.",
      note: "Sample code with no word of obligation, so SHOULD."),
    // The property: with ads allowed by consent an earlier session left, the app requests an ad
    // before the launch's consent update completes, when that update takes a second or longer
    // (an app that requests as soon as consent allows it does so at once).
    property: Rule.Monitor { (run: GoogleConsentRun) in
      var requested = false
      var update: Trace.Event?
      var allowedAtRequest = false
      var judged = 0
      @MainActor func handle(_ event: Trace.Event) -> Rule.Violation? {
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
          return Rule.Violation(
            expected: "an ad request before the consent update completed, with consent from an earlier session",
            actual:
              "the app waited for the update, which completed at \(event.time) s, \(asked.time.duration(to: event.time).shortText) after it was asked",
            at: event)
        default:
          break
        }
        return nil
      }
      // The screen came up, and may have asked, before the watch began.
      var early: Rule.Violation?
      for event in run.events { early = early ?? handle(event) }
      return Rule.Watch(
        names: names.union([.requestConsentInfoUpdate, .consentInfoUpdateCompletion]),
        event: { handle($0) },
        step: {
          defer { early = nil }
          return early
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleConsentRun) in
    await run.show(under: ConsentBehaviour(consent: .obtained, previousSession: .consented, updateLatency: .seconds(5)))
    guard let completed = await run.waitForEvent(named: .consentInfoUpdateCompletion, after: 0, within: .request) else {
      return .unmet(.loadRequested, "the app never asked for the latest consent information")
    }
    // The rule's property judges the run.
    if let request = run.adRequests.first(where: { $0.sequence < completed.sequence }) {
      return .pass("the app requested an ad at \(request.time) s, before the update completed at \(completed.time) s")
    }
    return .pass("the app requested no ad before the update completed at \(completed.time) s")
  }

  /// The events the consent watches read: the state the app reads, the user's answer, and
  /// the ad requests of every Google format.
  static let names: Set<Trace.Event.Name> = [
    .consentStateChanged, .consentFormAnswered, .loadWithAdUnitIDRequest, .gadBannerLoad, .adLoaderLoad,
  ]

  /// What a watch follows in a run: whether ads may be requested now, and whether the
  /// user has declined.
  @MainActor
  final class Consent {
    /// False until the launch asks for a consent update, as the SDK's header says.
    var allowed = false
    var declined = false

    /// Follows the event; true when it is an ad request made while ads were not allowed.
    func isRequestWithoutConsent(_ event: Trace.Event) -> Bool {
      if event.name == .consentStateChanged, let flag = event.flag("canRequestAds") { allowed = flag }
      if event.name == .consentFormAnswered, let consented = event.flag("consented") { declined = !consented }
      return GoogleConsentRun.isAdRequest(event) && !allowed
    }
  }

  /// A watch that follows the consent state and judges each ad request made while ads
  /// were not allowed. The app's screen came up, and may have asked and loaded, before the
  /// watch began: those events are judged too, and reported after the first step.
  @MainActor
  static func watch(
    _ run: GoogleConsentRun, _ judge: @escaping (Trace.Event, Consent) -> Rule.Violation?
  ) -> Rule.Watch {
    let consent = Consent()
    var early: Rule.Violation?
    for event in run.events where names.contains(event.name) {
      if consent.isRequestWithoutConsent(event), early == nil { early = judge(event, consent) }
    }
    return Rule.Watch(
      names: names,
      event: { event in consent.isRequestWithoutConsent(event) ? judge(event, consent) : nil },
      step: {
        defer { early = nil }
        return early
      })
  }
}
