import AdSimulation
import FakeUserMessagingPlatform

extension GoogleConsentContracts {
  /// The app asks for the latest consent information on every launch.
  static let updatesEveryLaunch = Contract(
    "gma.consent.updates-every-launch", .must,
    title: "Every launch asks for the latest consent information, even when consent was given before.",
    guide: updateSection,
    explanation: """
      Consent can change between sessions (a new regulation, an expired choice). The check \
      starts a user who consented in an earlier session: requestConsentInfoUpdate must be \
      called within the request window (10 s) of the screen coming up.
      """,
    fix: "call requestConsentInfoUpdate(with:) from the first screen's viewDidLoad on every launch, before relying on canRequestAds.",
    basis: .init(
      .must, section: updateSection, word: "must",
      sentence: "The consent information has to be refreshed in every session before the status is read or a form is loaded.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: ConsentScenario(consent: .obtained, previousSession: .consented, updateLatency: updateLatency))
    // The rule's property (GoogleConsentMonitors.updatesEveryLaunch) judges the run.
    if let call = await run.waitForEvent(named: .requestConsentInfoUpdate, after: 0, within: .request) {
      return .pass("the app asked for the latest consent information at \(call.time) s")
    }
    await run.runPastWindow()
    return .pass("the app did not ask for the latest consent information in the \(Window.request.duration.shortText) after the launch")
  }

  /// No ad request while consent does not allow one.
  static let noRequestBeforeConsent = Contract(
    "gma.consent.no-request-before-consent", .must,
    title: "No ad is requested before consent allows it.",
    guide: requestAdsSection,
    explanation: """
      Until the user has answered, an ad request may use data the user has not agreed to. \
      On a first launch the consent form shows and the user consents after 2 s: every ad \
      request, of any format, must come while canRequestAds is true, following the state \
      the consent SDK reports.
      """,
    fix: "start the Mobile Ads SDK and load ads only once canRequestAds is true: in the consent completion, or at once when an earlier session's consent allows it.",
    basis: .init(
      .must, section: requestAdsSection, word: "must",
      sentence: "Before requesting ads, the app checks that consent allows it, and does not request otherwise.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    await run.perform(.advance(.seconds(15)))
    // The rule's property (GoogleConsentMonitors.noRequestBeforeConsent) judges the run.
    guard let first = run.adRequests.first else {
      return .unmet(.loadRequested, "the app requested no ad in the 15 s after the user consented")
    }
    return .pass("the first ad request came at \(first.time) s")
  }

  /// A user who declines gets no ad requests.
  static let noAdsWhenDenied = Contract(
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
      sentence: "An app whose consent check says no may not request ads.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: ConsentScenario(consent: .denied, previousSession: .firstLaunch, updateLatency: updateLatency, answerLatency: answerLatency))
    await run.perform(.advance(.seconds(30)))
    guard let answered = run.events(named: .consentFormAnswered).first else {
      return .unmet(.presentAttempted, "the consent form never showed, so the user never declined")
    }
    // The rule's property (GoogleConsentMonitors.noAdsWhenDenied) judges the run; a request
    // before the answer is gma.consent.no-request-before-consent's to judge.
    let request = run.adRequests.first { $0.sequence > answered.sequence }
    return .pass(
      "the user declined at \(answered.time) s and the app "
        + (request.map { "requested an ad at \($0.time) s" } ?? "requested no ad after it"))
  }

  /// A privacy options entry point when one is required.
  static let privacyOptionsEntryPoint = Contract(
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
    fix: "after gathering consent, enable a privacy settings control when privacyOptionsRequirementStatus is .required, and have it call presentPrivacyOptionsForm(from:).",
    basis: .init(
      .must, section: privacySection, word: "must",
      sentence: "When the privacy options requirement says so, the app has to give users a way to reopen the privacy message.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    guard run.privacyOptionsOffered() != nil, let open = run.setup.openPrivacyOptions else {
      return .unverified(GoogleConsentRun.needsPrivacyProbe)
    }
    guard let answered = await run.waitForEvent(named: .consentFormAnswered, after: 0, within: .request) else {
      return .unmet(.presentAttempted, "the consent form never showed, so privacy options never became required")
    }
    // Whether an entry point came in time is the rule's property's to judge
    // (GoogleConsentMonitors.privacyOptionsEntryPoint); that it opens the form only this
    // scenario, which uses it, can tell.
    guard let offeredAt = await run.waitUntil(Window.screen, { [unowned run] in run.privacyOptionsOffered() == true }) else {
      await run.runPastWindow()
      return .pass("the user answered the consent form at \(answered.time) s and the screen offered no privacy options entry point")
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

  /// After consent, ads load.
  static let loadsAfterConsent = Contract(
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
      note: "Sample code with no word of obligation, so SHOULD.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: firstLaunchConsenting)
    guard let answered = await run.waitForEvent(named: .consentFormAnswered, after: 0, within: .request) else {
      return .unmet(.presentAttempted, "the consent form never showed")
    }
    let request = await run.waitForEvent(after: answered.sequence, within: .request, where: GoogleConsentRun.isAdRequest)
    // The rule's property (GoogleConsentMonitors.loadsAfterConsent) judges the run.
    guard let request else {
      await run.runPastWindow()
      return .pass("the user consented at \(answered.time) s and the app requested no ad in the \(Window.request.duration.shortText) after")
    }
    return .pass("the user consented at \(answered.time) s and the app requested an ad at \(request.time) s")
  }

  /// A returning user's earlier consent lets ads load before the update completes.
  static let usesPreviousConsent = Contract(
    "gma.consent.uses-previous-consent", .should,
    title: "With consent from an earlier session, the app loads ads without waiting for the update.",
    guide: sampleSection,
    explanation: """
      canRequestAds reports the earlier session's answer until the update completes, so a \
      returning user's ads can load at once. The check starts a user who consented before, \
      with an update that takes 5 s: an ad request must come before the update completes.
      """,
    fix: "right after starting the consent update, check canRequestAds and start the SDK and load if it is already true.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence: "The samples check canRequestAds right after asking for the update, so consent from the last session starts ads at once.",
      note: "Sample code with no word of obligation, so SHOULD.")
  ) { (run: GoogleConsentRun) in
    await run.show(under: ConsentScenario(consent: .obtained, previousSession: .consented, updateLatency: .seconds(5)))
    guard let completed = await run.waitForEvent(named: .consentInfoUpdateCompletion, after: 0, within: .request) else {
      return .unmet(.loadRequested, "the app never asked for the latest consent information")
    }
    // The rule's property (GoogleConsentMonitors.usesPreviousConsent) judges the run.
    if let request = run.adRequests.first(where: { $0.sequence < completed.sequence }) {
      return .pass("the app requested an ad at \(request.time) s, before the update completed at \(completed.time) s")
    }
    return .pass("the app requested no ad before the update completed at \(completed.time) s")
  }
}
