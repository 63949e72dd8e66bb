import AdSimulation

/// The names of the events FakeUserMessagingPlatform records.
extension Trace.Event.Name {
  /// Seen in the run: the simulation's consent behaviour was set.
  public static let consentBehaviour: Self = "consent behaviour"
  /// The same event under its former name.
  @available(*, deprecated, renamed: "consentBehaviour")
  public static var consentScenario: Self { consentBehaviour }
  /// The app called `requestConsentInfoUpdate(with:completionHandler:)`, or its async form.
  public static let requestConsentInfoUpdate: Self = "requestConsentInfoUpdate(with:completionHandler:)"
  /// The SDK called the consent information update's completion handler.
  public static let consentInfoUpdateCompletion: Self = "consent info update completion"
  /// The SDK changed the consent status, `canRequestAds` or the privacy options requirement.
  public static let consentStateChanged: Self = "consent state"
  /// The app called `reset()` on the consent information.
  public static let consentInformationReset: Self = "reset()"
  /// The app called `UMPConsentForm.load(completionHandler:)`, or the async `load()`.
  public static let consentFormLoad: Self = "load(completionHandler:)"
  /// The app called the UMP 3 `ConsentForm.load(with:)`.
  public static let consentFormLoadWith: Self = "load(with:)"
  /// The SDK called a consent form load's completion handler.
  public static let consentFormLoadCompletion: Self = "consent form load completion"
  /// The SDK created a consent form.
  public static let consentFormCreated: Self = "UMPConsentForm"
  /// The app called a loaded form's `present(from:completionHandler:)`, or its async form.
  public static let consentFormPresent: Self = "present(from:completionHandler:)"
  /// The SDK called a loaded form's presentation completion handler.
  public static let consentFormPresentCompletion: Self = "consent form present completion"
  /// The app called `loadAndPresentIfRequired(from:completionHandler:)`, or its async form.
  public static let loadAndPresentIfRequired: Self = "loadAndPresentIfRequired(from:completionHandler:)"
  /// The SDK called the completion handler of `loadAndPresentIfRequired`.
  public static let loadAndPresentIfRequiredCompletion: Self = "loadAndPresentIfRequired completion"
  /// The app called `presentPrivacyOptionsForm(from:completionHandler:)`, or its async form.
  public static let presentPrivacyOptionsForm: Self = "presentPrivacyOptionsForm(from:completionHandler:)"
  /// The SDK called the completion handler of `presentPrivacyOptionsForm`.
  public static let privacyOptionsFormCompletion: Self = "privacy options form completion"
  /// Seen in the run: a consent or privacy options form came on screen.
  public static let consentFormShown: Self = "consent form shown"
  /// The user answered a form on screen, consenting or declining.
  public static let consentFormAnswered: Self = "consent form answered"
  /// Seen in the run: a consent or privacy options form left the screen.
  public static let consentFormDismissed: Self = "consent form dismissed"
}
