import AdSimulation
import Foundation

/// The user's consent state and the update that refreshes it from the server.
///
/// Apps reach it through `UMPConsentInformation.sharedInstance` (UMP 3:
/// `ConsentInformation.shared`); the fake gives each simulation its own, answered by the
/// simulation's ``ConsentBehaviour``. Until the run's first update completes, the status,
/// `canRequestAds` and the privacy options requirement are the behaviour's previous
/// session; an update changes them when it completes, after the behaviour's latency, and a
/// consent form changes them when the user answers. A failed update changes nothing.
///
/// Its state belongs to the main actor, where the simulation runs, but its API is not
/// bound to an actor, as the SDK's Objective-C class is not: a consent manager of any
/// isolation reads the status and asks for updates.
@preconcurrency @MainActor
public final class UMPConsentInformation: NSObject {
  /// The object's name in the trace.
  static let traceName = "UMPConsentInformation"
  let simulation: Simulation
  /// The state this run has reached; `nil` while the previous session's still applies.
  @exclusivity(unchecked) private var reached: ConsentBehaviour.Session?
  @exclusivity(unchecked) private var reachedFormStatus = UMPFormStatus.unknown
  /// Whether this launch has asked for a consent information update yet.
  @exclusivity(unchecked) private var updateRequested = false
  /// Whether the app read `canRequestAds` while this launch had asked for no update.
  @exclusivity(unchecked) private var readBeforeUpdate = false

  init(simulation: Simulation) {
    self.simulation = simulation
    super.init()
  }

  /// The running simulation's consent information.
  nonisolated public static var sharedInstance: UMPConsentInformation {
    Simulation.mainActor { current(in: Simulation.required(by: "UMPConsentInformation.sharedInstance")) }
  }

  /// The UMP 3 name of ``sharedInstance``.
  nonisolated public static var shared: UMPConsentInformation {
    UMPSpelling.noteUMP3()
    return sharedInstance
  }

  /// The simulation's consent information, made on first use.
  static func current(in simulation: Simulation) -> UMPConsentInformation {
    simulation.shared(UMPConsentInformation.self) { UMPConsentInformation(simulation: simulation) }
  }

  private var stage: ConsentRunState { ConsentRunState.current(in: simulation) }

  /// The state stored now: what this run reached, else the previous session's.
  var state: ConsentBehaviour.Session { reached ?? stage.behaviour.previousSession }

  /// The state the app reads: the stored state, with ads not allowed until this launch has
  /// asked for an update.
  private var effective: ConsentBehaviour.Session {
    var effective = state
    if !updateRequested { effective.canRequestAds = false }
    return effective
  }

  /// Where the user stands on consent; the previous session's until an update completes.
  nonisolated public var consentStatus: UMPConsentStatus { Simulation.mainActor { state.consentStatus } }

  /// Whether the app may request ads now: true when consent is not required or obtained.
  ///
  /// As the SDK's header says, it is false until this launch has called
  /// ``requestConsentInfoUpdate(with:completionHandler:)``; from the call until the update
  /// completes it is the previous session's answer, which lets an app that consented
  /// earlier start loading ads at once.
  nonisolated public var canRequestAds: Bool {
    Simulation.mainActor {
      if !updateRequested { readBeforeUpdate = true }
      return effective.canRequestAds
    }
  }

  /// Whether the app in the simulation asked whether it may request ads, and this launch
  /// never asked for a consent update, so the answer was no all run: the app gates its ads
  /// on consent that some other code of the app (its app delegate, a launch screen)
  /// gathers, which the run never ran.
  package static func gatedOnConsentNeverRequested(in simulation: Simulation) -> Bool {
    let information = current(in: simulation)
    return information.readBeforeUpdate && !information.updateRequested
  }

  /// Whether the app must offer the user a way back into the privacy options form.
  nonisolated public var privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus {
    Simulation.mainActor { state.privacyOptionsRequirementStatus }
  }

  /// Whether a consent form can be loaded; unknown until an update completes.
  nonisolated public var formStatus: UMPFormStatus { Simulation.mainActor { reachedFormStatus } }

  /// Asks the server for the user's consent state; the handler runs on the main actor
  /// once the behaviour's update latency has passed on the virtual clock.
  ///
  /// Apps call it at every launch, before reading the status or loading a form.
  ///
  /// - Parameters:
  ///   - parameters: The under-age tag and debug settings; recorded, not used to answer.
  ///   - completionHandler: Gets `nil`, or the error in ``UMPErrorDomain``.
  nonisolated public func requestConsentInfoUpdate(
    with parameters: UMPRequestParameters?, completionHandler: @escaping ((any Error)?) -> Void
  ) {
    let parameters = Unchecked(parameters)
    let completionHandler = Unchecked(completionHandler)
    Simulation.mainActor {
      update(with: parameters.value) { completionHandler.value($0) }
    }
  }

  /// Records the update and answers it from the behaviour after its latency.
  private func update(
    with parameters: UMPRequestParameters?, completionHandler: @escaping @MainActor ((any Error)?) -> Void
  ) {
    simulation.noteUse(of: Self.traceName, "requestConsentInfoUpdate(with:completionHandler:)")
    let underAge = parameters?.tagForUnderAgeOfConsent ?? false
    let geography = parameters?.debugSettings?.geography ?? .disabled
    simulation.record(
      .call, actor: .app, object: Self.traceName, name: .requestConsentInfoUpdate,
      detail: parameters == nil
        ? "no parameters" : "under age of consent \(underAge), debug geography \(geography)",
      fields: [
        "parameters": .flag(parameters != nil), "underAgeOfConsent": .flag(underAge),
        "debugGeography": .text(geography.description),
      ])
    if !updateRequested {
      change(to: nil, requested: true, because: "update requested; the previous session's answer applies")
    }
    let behaviour = stage.behaviour
    simulation.schedule(after: behaviour.updateLatency, "consent info update") { [self] in
      if case .update(let code)? = behaviour.failure {
        let error = NSError.userMessagingPlatform(code)
        simulation.record(
          .callback, actor: .sdk, object: Self.traceName, name: .consentInfoUpdateCompletion,
          detail: "error \(code.rawValue): \(error.localizedDescription) State kept: \(state.summary)",
          fields: stateFields.merging(["updated": .flag(false), "code": .integer(code.rawValue)]) { $1 })
        completionHandler(error)
        return
      }
      let (found, formStatus) = updateAnswer(for: behaviour.consent)
      reachedFormStatus = formStatus
      change(to: found, because: "update completed")
      simulation.record(
        .callback, actor: .sdk, object: Self.traceName, name: .consentInfoUpdateCompletion,
        detail: state.summary, fields: stateFields.merging(["updated": .flag(true)]) { $1 })
      completionHandler(nil)
    }
  }

  /// Asks the server for the user's consent state and returns once it has answered.
  ///
  /// An update still under way when the simulation ends never returns: the run is over,
  /// as if the app had been terminated.
  ///
  /// - Throws: The update error, in ``UMPErrorDomain``.
  nonisolated(nonsending) public func requestConsentInfoUpdate(with parameters: UMPRequestParameters?) async throws {
    try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
      requestConsentInfoUpdate(with: parameters) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Clears the stored consent state, as after a fresh install: the status is unknown and
  /// ads may not be requested until the next update.
  nonisolated public func reset() {
    Simulation.mainActor { resetState() }
  }

  /// Records the reset and forgets the state.
  private func resetState() {
    simulation.noteUse(of: Self.traceName, "reset()")
    simulation.record(.call, actor: .app, object: Self.traceName, name: .consentInformationReset)
    reachedFormStatus = .unknown
    change(to: .firstLaunch, requested: false, because: "reset")
  }

  // MARK: Changes

  /// The state an update finds for the consent, and the form status with it.
  private func updateAnswer(
    for consent: ConsentBehaviour.Consent
  ) -> (ConsentBehaviour.Session, UMPFormStatus) {
    switch consent {
    case .notRequired:
      return (.notRequired, .unavailable)
    case .obtained where state.consentStatus == .obtained:
      // Consent the user gave earlier is stored, so nothing needs asking.
      return (.consented, .available)
    case .obtained, .denied:
      return (.declined, .available)
    }
  }

  /// Applies what the user chose in a form that was shown: consent obtains, a refusal
  /// leaves consent required and ads off.
  func applyAnswer(_ consent: ConsentBehaviour.Consent) {
    switch consent {
    case .obtained: change(to: .consented, because: "the user consented")
    case .denied: change(to: .declined, because: "the user declined")
    case .notRequired: break
    }
  }

  /// Moves to the state (and whether this launch has asked for an update), and records
  /// what the app reads when it differs from what it read before.
  private func change(to new: ConsentBehaviour.Session?, requested: Bool? = nil, because reason: String) {
    let old = effective
    if let new { reached = new }
    if let requested { updateRequested = requested }
    guard effective != old else { return }
    simulation.record(
      .property, actor: .sdk, object: Self.traceName, name: .consentStateChanged,
      detail: "\(effective.summary) (\(reason))", fields: stateFields)
  }

  /// The state as the fields rules read: `consentStatus` (the case's name),
  /// `canRequestAds`, `privacyOptionsRequired` and `formStatus`.
  var stateFields: [String: Trace.Value] {
    [
      "consentStatus": .text(consentStatus.description), "canRequestAds": .flag(effective.canRequestAds),
      "privacyOptionsRequired": .flag(privacyOptionsRequirementStatus == .required),
      "formStatus": .text(formStatus.description),
    ]
  }
}

/// The UMP 3 name of ``UMPConsentInformation``.
public typealias ConsentInformation = UMPConsentInformation
