import FakeGoogleMobileAds
import FakeUIKit

/// A level game that gathers consent but never enables its privacy settings control.
///
/// Breaks `gma.consent.privacy-options-entry-point`.
open class ConsentHidesPrivacyOptions: ConsentLevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.consent.privacy-options-entry-point"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that never offers a privacy options entry point."
  }

  /// Never offers the privacy options.
  override open var isPrivacySettingsEnabled: Bool {
    get { false }
    set {}
  }
}
