import AdSimulation
import FakeUIKit
import Foundation

/// A consent form: loaded, then presented once, over the app's view controller, until
/// the user answers.
///
/// Most apps use the static ``loadAndPresentIfRequired(from:completionHandler:)`` and
/// ``presentPrivacyOptionsForm(from:completionHandler:)``; the older way loads a form with
/// ``load(completionHandler:)`` (UMP 3: ``load(with:)``) and presents it with
/// ``present(from:completionHandler:)``. Each form presents once: a second presentation
/// fails with ``UMPFormErrorCode/alreadyUsed``. A form shows over the given controller
/// (the key window's top one for `nil`); one that is not in a window, or already presents
/// something, fails with ``UMPFormErrorCode/invalidViewController``. The user answers as
/// the simulation's ``ConsentBehaviour`` says, after its answer latency; the form is
/// dismissed before the completion runs.
@preconcurrency @MainActor
public final class UMPConsentForm: NSObject {
  /// The name static calls are recorded under.
  static let typeName = "UMPConsentForm"
  let simulation: Simulation
  /// The form's name in the trace, for example `UMPConsentForm#1`.
  @exclusivity(unchecked) public private(set) var traceName = UMPConsentForm.typeName
  /// Whether the form has been presented; a presentation that failed does not count.
  @exclusivity(unchecked) public private(set) var hasBeenPresented = false
  @exclusivity(unchecked) private var controller: UMPConsentFormViewController?

  init(simulation: Simulation) {
    self.simulation = simulation
    super.init()
    traceName = simulation.track(self, as: Self.typeName)
  }

  // MARK: Loading, the older way

  /// Loads a form and calls the handler on the main actor after the behaviour's form load
  /// latency: with the form when one is available, else with the error.
  ///
  /// A form is available once an update has found consent required (``UMPFormStatus``
  /// `available`); otherwise the load fails with ``UMPFormErrorCode/unavailable``.
  public static func load(
    completionHandler: @escaping @MainActor (UMPConsentForm?, (any Error)?) -> Void
  ) {
    load(
      call: .consentFormLoad, in: Simulation.required(by: "UMPConsentForm.load(completionHandler:)"),
      completionHandler: completionHandler)
  }

  /// The UMP 3 spelling of ``load(completionHandler:)``.
  ///
  /// A call with a trailing closure, `load { form, error in ... }`, means the older
  /// spelling; both do the same.
  @_disfavoredOverload
  public static func load(with completionHandler: @escaping @MainActor (UMPConsentForm?, (any Error)?) -> Void) {
    load(
      call: .consentFormLoadWith, in: Simulation.required(by: "ConsentForm.load(with:)"),
      completionHandler: completionHandler)
  }

  /// Loads a form and returns it.
  ///
  /// - Throws: The load error, in ``UMPErrorDomain``.
  public static func load() async throws -> UMPConsentForm {
    try await withUnsafeThrowingContinuation { continuation in
      load { form, error in
        if let form {
          continuation.resume(returning: form)
        } else {
          continuation.resume(throwing: error ?? NSError.userMessagingPlatform(UMPFormErrorCode.internal))
        }
      }
    }
  }

  private static func load(
    call: Trace.Event.Name, in simulation: Simulation,
    completionHandler: @escaping @MainActor (UMPConsentForm?, (any Error)?) -> Void
  ) {
    simulation.record(.call, actor: .app, object: typeName, name: call)
    loadForm(in: simulation) { form, error in
      if let form {
        simulation.record(
          .callback, actor: .sdk, object: form.traceName, name: .consentFormLoadCompletion,
          detail: "\(form.traceName) loaded", fields: ["loaded": .flag(true)])
      } else if let error {
        simulation.record(
          .callback, actor: .sdk, object: typeName, name: .consentFormLoadCompletion,
          detail: "error \(error.code): \(error.localizedDescription)",
          fields: ["loaded": .flag(false), "code": .integer(error.code)])
      }
      completionHandler(form, error)
    }
  }

  /// Loads a form after the behaviour's load latency, failing as the behaviour or the form
  /// status says; a loaded form is tracked and its creation recorded.
  static func loadForm(in simulation: Simulation, _ done: @escaping @MainActor (UMPConsentForm?, NSError?) -> Void) {
    let behaviour = ConsentRunState.current(in: simulation).behaviour
    simulation.schedule(after: behaviour.formLoadLatency, "consent form load") {
      if case .formLoad(let code)? = behaviour.failure {
        done(nil, .userMessagingPlatform(code))
        return
      }
      let formStatus = UMPConsentInformation.current(in: simulation).formStatus
      guard formStatus == .available else {
        done(nil, .userMessagingPlatform(.unavailable, "No consent form is available: formStatus is \(formStatus)."))
        return
      }
      let form = UMPConsentForm(simulation: simulation)
      simulation.record(.created, actor: .sdk, object: form.traceName, name: .consentFormCreated)
      done(form, nil)
    }
  }

  // MARK: Presenting

  /// Presents the form over the controller (the key window's top one for `nil`); the
  /// handler runs on the main actor once the user has answered and the form is dismissed.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present over; it must be in a window and
  ///     present nothing else.
  ///   - completionHandler: Gets `nil`, or the error in ``UMPErrorDomain``.
  public func present(
    from viewController: UIViewController?, completionHandler: (@MainActor ((any Error)?) -> Void)?
  ) {
    simulation.noteUse(of: traceName, "present(from:completionHandler:)")
    simulation.record(
      .call, actor: .app, object: traceName, name: .consentFormPresent,
      detail: "over \(Self.describe(viewController))")
    show(from: viewController) { [self] shown, error in
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .consentFormPresentCompletion,
        detail: Self.outcome(shown: shown, error: error),
        fields: Self.fields(shown: shown, error: error, in: simulation))
      completionHandler?(error)
    }
  }

  /// Presents the form and returns once the user has answered and it is dismissed.
  ///
  /// - Throws: The presentation error, in ``UMPErrorDomain``.
  public func present(from viewController: UIViewController?) async throws {
    try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
      present(from: viewController) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Shows the form over the controller until the behaviour's user answers, then
  /// dismisses it, applies the answer and calls `done` with whether it showed.
  ///
  /// Failures complete on the next turn of the virtual clock, with nothing shown.
  func show(from viewController: UIViewController?, _ done: @escaping @MainActor (Bool, NSError?) -> Void) {
    let stage = ConsentRunState.current(in: simulation)
    if let error = presentationError(from: viewController, stage: stage) {
      simulation.schedule(after: .zero, "consent form presentation failure") { done(false, error) }
      return
    }
    hasBeenPresented = true
    let host = viewController ?? ConsentRunState.topViewController()
    let controller = UMPConsentFormViewController()
    // The form takes the whole screen, over the app.
    controller.modalPresentationStyle = .fullScreen
    self.controller = controller
    host?.present(controller, animated: true)
    stage.presented = self
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .consentFormShown, detail: "over \(Self.describe(host))")
    let consent = stage.behaviour.consent
    simulation.schedule(after: stage.behaviour.answerLatency, "consent form answer") { [self] in
      let consented = consent != .denied
      simulation.record(
        .driven, actor: .user, object: traceName, name: .consentFormAnswered,
        detail: consented ? "consents" : "declines", fields: ["consented": .flag(consented)])
      controller.dismiss(animated: true)
      self.controller = nil
      stage.presented = nil
      simulation.record(.observation, actor: .sdk, object: traceName, name: .consentFormDismissed)
      UMPConsentInformation.current(in: simulation).applyAnswer(consent)
      done(true, nil)
    }
  }

  /// The error a presentation from the controller fails with now, if any.
  private func presentationError(from viewController: UIViewController?, stage: ConsentRunState) -> NSError? {
    if hasBeenPresented {
      return .userMessagingPlatform(.alreadyUsed, "\(traceName) has already been presented; a form presents once.")
    }
    if let other = stage.presented {
      return .userMessagingPlatform(
        UMPFormErrorCode.internal, "Another consent form, \(other.traceName), is already presented.")
    }
    guard let host = viewController ?? ConsentRunState.topViewController() else {
      return .userMessagingPlatform(
        .invalidViewController, "No view controller to present from: none was given and there is no key window.")
    }
    guard host.view.window != nil else {
      return .userMessagingPlatform(
        .invalidViewController, "The view controller \(Self.describe(host)) is not in a window.")
    }
    if let presented = host.presentedViewController {
      return .userMessagingPlatform(
        .invalidViewController,
        "The view controller \(Self.describe(host)) is already presenting \(Self.describe(presented)).")
    }
    if case .formPresentation(let code)? = stage.behaviour.failure { return .userMessagingPlatform(code) }
    return nil
  }

  // MARK: Trace text

  /// A controller as the trace names it: its class, or `nil`.
  static func describe(_ controller: UIViewController?) -> String {
    controller.map { Trace.typeName(of: $0) } ?? "nil"
  }

  /// A form call's outcome as display text.
  static func outcome(shown: Bool, error: NSError?) -> String {
    if let error { return "error \(error.code): \(error.localizedDescription)" }
    return shown ? "form shown and answered" : "no form needed"
  }

  /// A form call's outcome as fields: `shown`, `code` on errors, and the consent state.
  static func fields(shown: Bool, error: NSError?, in simulation: Simulation) -> [String: Trace.Value] {
    var fields = UMPConsentInformation.current(in: simulation).stateFields
    fields["shown"] = .flag(shown)
    if let error { fields["code"] = .integer(error.code) }
    return fields
  }
}

/// The UMP 3 name of ``UMPConsentForm``.
public typealias ConsentForm = UMPConsentForm
