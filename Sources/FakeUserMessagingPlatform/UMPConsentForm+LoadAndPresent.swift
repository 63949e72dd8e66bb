import AdSimulation
import FakeUIKit
import Foundation

extension UMPConsentForm {
  /// Loads and presents the consent form when the consent status is required; the
  /// handler runs on the main actor after the user has answered and the form is
  /// dismissed, or on the next turn of the virtual clock when no form is needed.
  ///
  /// The form takes the behaviour's load latency to load, then shows over the controller
  /// (the key window's top one for `nil`) for the behaviour's answer latency.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present over, or `nil` (UMP 2.6 and later).
  ///   - completionHandler: Gets `nil`, or the load or presentation error in
  ///     ``UMPErrorDomain``.
  public static func loadAndPresentIfRequired(
    from viewController: UIViewController?, completionHandler: @escaping @MainActor ((any Error)?) -> Void
  ) {
    let simulation = Simulation.required(by: "UMPConsentForm.loadAndPresentIfRequired(from:completionHandler:)")
    let information = UMPConsentInformation.current(in: simulation)
    let status = information.consentStatus
    simulation.record(
      .call, actor: .app, object: typeName, name: .loadAndPresentIfRequired,
      detail: "over \(describe(viewController)); consent status \(status)",
      fields: ["consentStatus": .text(status.description)])
    func finish(_ shown: Bool, _ error: NSError?, object: String = typeName) {
      simulation.record(
        .callback, actor: .sdk, object: object, name: .loadAndPresentIfRequiredCompletion,
        detail: outcome(shown: shown, error: error), fields: fields(shown: shown, error: error, in: simulation))
      completionHandler(error)
    }
    guard status == .required else {
      simulation.schedule(after: .zero, "consent form not required") { finish(false, nil) }
      return
    }
    loadForm(in: simulation) { form, error in
      guard let form else {
        finish(false, error)
        return
      }
      form.show(from: viewController) { shown, error in finish(shown, error, object: form.traceName) }
    }
  }

  /// Loads and presents the consent form when required, and returns once it is
  /// dismissed, or at once when no form is needed.
  ///
  /// - Throws: The load or presentation error, in ``UMPErrorDomain``.
  public static func loadAndPresentIfRequired(from viewController: UIViewController?) async throws {
    try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
      loadAndPresentIfRequired(from: viewController) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }
}
