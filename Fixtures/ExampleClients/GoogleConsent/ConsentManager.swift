import FakeUIKit
import FakeUserMessagingPlatform

/// Gathers the user's consent with the User Messaging Platform, the way every Google
/// sample's consent helper does, in UMP 3 names.
///
/// It keeps no state of its own: everything it reports comes from the consent SDK's
/// per-session information, so one shared instance serves every screen.
@MainActor
public final class ConsentManager {
  /// The one instance the app's screens share.
  public static let shared = ConsentManager()

  /// Whether consent allows ad requests now.
  public var canRequestAds: Bool { ConsentInformation.shared.canRequestAds }

  /// Whether the app must offer a privacy options entry point.
  public var isPrivacyOptionsRequired: Bool {
    ConsentInformation.shared.privacyOptionsRequirementStatus == .required
  }

  /// Refreshes the consent information (on every launch) and shows the consent form if
  /// one is required, then calls the completion with any error.
  public func gatherConsent(
    from viewController: UIViewController? = nil, completion: @escaping @MainActor ((any Error)?) -> Void
  ) {
    let parameters = RequestParameters()
    parameters.debugSettings = DebugSettings()
    ConsentInformation.shared.requestConsentInfoUpdate(with: parameters) { updateError in
      if let updateError {
        completion(updateError)
        return
      }
      Task { @MainActor in
        do {
          try await ConsentForm.loadAndPresentIfRequired(from: viewController)
          completion(nil)
        } catch {
          completion(error)
        }
      }
    }
  }

  /// Shows the privacy options form, so the user can change their choice.
  public func presentPrivacyOptionsForm(from viewController: UIViewController) async throws {
    try await ConsentForm.presentPrivacyOptionsForm(from: viewController)
  }
}
