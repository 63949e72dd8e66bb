import AdSimulation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// The consent rules that hold over any run, under any privacy choices the run was given.
enum GoogleConsentMonitors {
  /// The events the consent watches read: the state the app reads, the user's answer, and
  /// the ad requests of every Google format.
  static let names: Set<Trace.Event.Name> = [
    .consentStateChanged, .consentFormAnswered, .loadWithAdUnitIDRequest, .gadBannerLoad,
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

  /// No ad request of any format while `canRequestAds` is false, until the user declines
  /// (after that, the request is no-ads-when-denied's).
  static let noRequestBeforeConsent = Contract.Monitor { (run: GoogleConsentRun) in
    watch(run) { event, consent in
      guard !consent.declined else { return nil }
      return Contract.Violation(
        expected: "every ad request made while canRequestAds is true",
        actual: "the app requested an ad at \(event.time) s while canRequestAds was false", at: event)
    }
  }

  /// No ad request of any format after the user declined, while `canRequestAds` stays false.
  static let noAdsWhenDenied = Contract.Monitor { (run: GoogleConsentRun) in
    watch(run) { event, consent in
      guard consent.declined else { return nil }
      return Contract.Violation(
        expected: "no ad request after the user declined",
        actual: "the app requested an ad at \(event.time) s, after the user declined", at: event)
    }
  }

  /// A watch that follows the consent state and judges each ad request made while ads
  /// were not allowed. The app's screen came up, and may have asked and loaded, before the
  /// watch began: those events are judged too, and reported after the first step.
  @MainActor
  static func watch(
    _ run: GoogleConsentRun, _ judge: @escaping (Trace.Event, Consent) -> Contract.Violation?
  ) -> Contract.Watch {
    let consent = Consent()
    var early: Contract.Violation?
    for event in run.events where names.contains(event.name) {
      if consent.isRequestWithoutConsent(event), early == nil { early = judge(event, consent) }
    }
    return Contract.Watch(
      names: names,
      event: { event in consent.isRequestWithoutConsent(event) ? judge(event, consent) : nil },
      step: {
        defer { early = nil }
        return early
      })
  }
}
