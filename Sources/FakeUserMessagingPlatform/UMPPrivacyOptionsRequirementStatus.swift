/// Whether the app must offer the user a way back into the privacy options form.
///
/// An app shows a privacy settings button when this is ``required``.
public enum UMPPrivacyOptionsRequirementStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing is known yet: no update has completed.
  case unknown = 0
  /// The app must offer an entry point to the privacy options form.
  case required = 1
  /// No privacy options entry point is needed.
  case notRequired = 2

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .required: "required"
    case .notRequired: "notRequired"
    }
  }
}

/// The UMP 3 name of ``UMPPrivacyOptionsRequirementStatus``.
public typealias PrivacyOptionsRequirementStatus = UMPPrivacyOptionsRequirementStatus
