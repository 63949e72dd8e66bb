import AdSimulation

/// How the consent SDK answers in one simulation: what the update finds, what the user
/// does with the form, what fails, what the previous session left behind, and how long
/// each step takes on the virtual clock.
///
/// Set it before the app asks, with ``set(_:in:)``; a simulation without one gets
/// ``notRequired``. The answer is the same every time within a run, so a retry after a
/// failure fails again.
///
/// ```swift
/// await Simulation.run(script) { simulation in
///   ConsentBehaviour.set(.obtained, in: simulation)
///   // or: ConsentBehaviour(consent: .denied, previousSession: .consented, answerLatency: .seconds(5))
///   ...
/// }
/// ```
///
/// The user's refusal is modelled as ``Consent/denied``: the status stays
/// ``UMPConsentStatus/required`` and `canRequestAds` stays false, the reading of an app
/// that must not request ads. (The real SDK can also report `obtained` after a refusal,
/// where limited ads are allowed; a behaviour says that with ``Consent/obtained``.)
public struct ConsentBehaviour: Sendable, Hashable, CustomStringConvertible {
  /// What the update finds and what the user does with the consent form.
  public enum Consent: Sendable, Hashable {
    /// No consent is needed: the update reports not required, no form shows, ads may
    /// be requested and no privacy options entry point is needed.
    case notRequired
    /// Consent is needed and the user gives it: the update reports required (or
    /// obtained, when consent is already stored), the form shows, and once the user
    /// answers the status is obtained, ads may be requested, and privacy options are
    /// required.
    case obtained
    /// Consent is needed and the user declines: the form shows, and after the answer
    /// the status is still required and ads must not be requested.
    case denied
  }

  /// A step of the consent flow that fails, with its error code.
  public enum Failure: Sendable, Hashable {
    /// Every consent information update fails with the code; the state stays as it was.
    case update(UMPRequestErrorCode)
    /// Every form load fails with the code after the load latency; nothing shows.
    case formLoad(UMPFormErrorCode)
    /// Every form loads but fails to present with the code; nothing shows.
    case formPresentation(UMPFormErrorCode)
  }

  /// The consent state the SDK has stored from the app's previous session.
  public struct Session: Sendable, Hashable {
    /// The stored consent status.
    public var consentStatus: UMPConsentStatus
    /// Whether the previous session allowed ad requests.
    public var canRequestAds: Bool
    /// The stored privacy options requirement.
    public var privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus

    /// Creates a stored state; `canRequestAds` defaults to what the status allows
    /// (true for not required or obtained).
    public init(
      consentStatus: UMPConsentStatus,
      canRequestAds: Bool? = nil,
      privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus = .unknown
    ) {
      self.consentStatus = consentStatus
      self.canRequestAds = canRequestAds ?? consentStatus.allowsAdRequests
      self.privacyOptionsRequirementStatus = privacyOptionsRequirementStatus
    }

    /// A first launch, or state cleared by `reset()`: nothing stored, no ads.
    public static let firstLaunch = Session(consentStatus: .unknown)
    /// The user consented in an earlier session.
    public static let consented = Session(consentStatus: .obtained, privacyOptionsRequirementStatus: .required)
    /// An earlier session found consent not required.
    public static let notRequired = Session(consentStatus: .notRequired, privacyOptionsRequirementStatus: .notRequired)
    /// The user declined in an earlier session.
    public static let declined = Session(consentStatus: .required, privacyOptionsRequirementStatus: .required)

    /// The state as one line of text for the trace.
    var summary: String {
      "\(consentStatus), canRequestAds \(canRequestAds), privacy options \(privacyOptionsRequirementStatus)"
    }
  }

  /// What the update finds and what the user does with the form.
  public var consent: Consent
  /// The step that fails, if any.
  public var failure: Failure?
  /// What the app sees before its first update of the run completes.
  public var previousSession: Session
  /// How long a consent information update takes.
  public var updateLatency: Duration
  /// How long a consent form takes to load.
  public var formLoadLatency: Duration
  /// How long the user takes to answer a form once it is on screen.
  public var answerLatency: Duration

  /// Creates a behaviour; every part has a default.
  ///
  /// - Parameters:
  ///   - consent: What the update finds and the user does; not required by default.
  ///   - failure: The step that fails; none by default.
  ///   - previousSession: The stored state before the first update; a first launch by default.
  ///   - updateLatency: 1 s by default.
  ///   - formLoadLatency: 0.5 s by default.
  ///   - answerLatency: 2 s by default.
  public init(
    consent: Consent = .notRequired, failure: Failure? = nil, previousSession: Session = .firstLaunch,
    updateLatency: Duration = .seconds(1), formLoadLatency: Duration = .milliseconds(500),
    answerLatency: Duration = .seconds(2)
  ) {
    self.consent = consent
    self.failure = failure
    self.previousSession = previousSession
    self.updateLatency = updateLatency
    self.formLoadLatency = formLoadLatency
    self.answerLatency = answerLatency
  }

  /// The default: consent is not required, and the update takes 1 s.
  public static let notRequired = ConsentBehaviour()
  /// Consent is required and the user gives it.
  public static let obtained = ConsentBehaviour(consent: .obtained)
  /// Consent is required and the user declines.
  public static let denied = ConsentBehaviour(consent: .denied)

  /// Every update fails with the code (network by default), leaving the previous
  /// session's state in place.
  public static func updateFails(
    _ code: UMPRequestErrorCode = .network, previousSession: Session = .firstLaunch
  ) -> ConsentBehaviour {
    ConsentBehaviour(consent: .obtained, failure: .update(code), previousSession: previousSession)
  }

  /// Consent is required, and every form fails to load with the code.
  public static func formFails(_ code: UMPFormErrorCode) -> ConsentBehaviour {
    ConsentBehaviour(consent: .obtained, failure: .formLoad(code))
  }

  /// Makes the behaviour the simulation's, for every consent call from now on.
  @MainActor
  public static func set(_ behaviour: ConsentBehaviour, in simulation: Simulation) {
    ConsentRunState.current(in: simulation).behaviour = behaviour
    simulation.record(.observation, actor: .sdk, name: .consentBehaviour, detail: behaviour.description)
  }

  /// The behaviour as one line of text for the trace.
  public var description: String {
    var parts = ["consent \(consent)"]
    switch failure {
    case .update(let code)?: parts.append("updates fail with \(code) (\(code.rawValue))")
    case .formLoad(let code)?: parts.append("forms fail to load with \(code) (\(code.rawValue))")
    case .formPresentation(let code)?: parts.append("forms fail to present with \(code) (\(code.rawValue))")
    case nil: break
    }
    parts.append("previous session \(previousSession.summary)")
    parts.append(
      "update \(updateLatency.secondsText) s, form load \(formLoadLatency.secondsText) s, "
        + "answer \(answerLatency.secondsText) s")
    return parts.joined(separator: "; ")
  }
}

/// The consent SDK's behaviour, under its former name.
@available(*, deprecated, renamed: "ConsentBehaviour")
public typealias ConsentScenario = ConsentBehaviour
