import AdSimulation
import FakeUIKit
import Foundation

extension UMPConsentForm {
  /// Presents the privacy options form, for the app's privacy settings button; the
  /// handler runs on the main actor once the user has answered and the form is dismissed.
  ///
  /// When privacy options are not required (``UMPConsentInformation/privacyOptionsRequirementStatus``
  /// is not `required`), no form shows and the handler gets ``UMPFormErrorCode/unavailable``
  /// on the next turn of the virtual clock: the SDK reports an error whenever it presents
  /// nothing. In the form the user answers as the behaviour's consent says: consenting
  /// keeps or grants consent, declining withdraws it.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present over, or `nil` for the key window's top one.
  ///   - completionHandler: Gets `nil`, or the error in ``UMPErrorDomain``.
  public static func presentPrivacyOptionsForm(
    from viewController: UIViewController?, completionHandler: @escaping @MainActor ((any Error)?) -> Void
  ) {
    let simulation = Simulation.required(by: "UMPConsentForm.presentPrivacyOptionsForm(from:completionHandler:)")
    let requirement = UMPConsentInformation.current(in: simulation).privacyOptionsRequirementStatus
    simulation.record(
      .call, actor: .app, object: typeName, name: .presentPrivacyOptionsForm,
      detail: "over \(describe(viewController)); privacy options \(requirement)",
      fields: ["privacyOptionsRequired": .flag(requirement == .required)])
    func finish(_ shown: Bool, _ error: NSError?, object: String = typeName) {
      simulation.record(
        .callback, actor: .sdk, object: object, name: .privacyOptionsFormCompletion,
        detail: outcome(shown: shown, error: error), fields: fields(shown: shown, error: error, in: simulation))
      completionHandler(error)
    }
    guard requirement == .required else {
      let error = NSError.userMessagingPlatform(
        .unavailable, "No privacy options form to present: privacyOptionsRequirementStatus is \(requirement).")
      simulation.schedule(after: .zero, "privacy options form not required") { finish(false, error) }
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

  /// Presents the privacy options form and returns once it is dismissed.
  ///
  /// - Throws: ``UMPFormErrorCode/unavailable`` when privacy options are not required, or
  ///   the load or presentation error, in ``UMPErrorDomain``.
  public static func presentPrivacyOptionsForm(from viewController: UIViewController?) async throws {
    try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
      presentPrivacyOptionsForm(from: viewController) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }
}
