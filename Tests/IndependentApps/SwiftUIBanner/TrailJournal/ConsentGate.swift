import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The trail journal's consent gate: asks for the latest consent information at launch,
/// shows the consent form when it is required, and publishes whether ads may be requested
/// and whether the app must offer its privacy options.
@MainActor
final class ConsentGate: ObservableObject {
  /// Whether the consent the user gave (now or in an earlier session) allows ad requests.
  @Published private(set) var canRequestAds = false
  /// Whether the app must offer a way back into the privacy options form.
  @Published private(set) var privacyOptionsRequired = false

  private var hasAsked = false

  /// Asks for this launch's consent information, then shows the form if it is required.
  ///
  /// An earlier session's consent is published at once, before the update answers, so a
  /// returning user's ads need not wait for it. Asks once per launch, however often the
  /// root view appears.
  func gatherConsent() {
    guard !hasAsked else { return }
    hasAsked = true
    ConsentInformation.shared.requestConsentInfoUpdate(with: RequestParameters()) { [weak self] error in
      guard let self else { return }
      // Fresh information (or, after an error, the earlier state) decides from here on:
      // consent may have been withdrawn since the last session.
      self.refresh()
      guard error == nil else { return }
      ConsentForm.loadAndPresentIfRequired(from: Self.topViewController()) { [weak self] _ in
        self?.refresh()
      }
    }
    refresh()
  }

  /// Opens the privacy options form, and publishes what the user chose there.
  func presentPrivacyOptions() {
    ConsentForm.presentPrivacyOptionsForm(from: Self.topViewController()) { [weak self] _ in
      self?.refresh()
    }
  }

  private func refresh() {
    let information = ConsentInformation.shared
    canRequestAds = information.canRequestAds
    privacyOptionsRequired = information.privacyOptionsRequirementStatus == .required
  }

  /// The controller on top of the key window, to present the consent forms from.
  private static func topViewController() -> UIViewController? {
    let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    var top = scene?.keyWindow?.rootViewController
    while let presented = top?.presentedViewController {
      top = presented
    }
    return top
  }
}
