/// Where the user stands on consent, as the last consent information update found it.
///
/// Before the first update of a run completes, the status is the previous session's.
public enum UMPConsentStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing is known yet: no update has completed and no earlier session stored one.
  case unknown = 0
  /// The user must be asked: a consent form has to be shown before ads are requested.
  case required = 1
  /// No consent is needed where the user is; ads can be requested.
  case notRequired = 2
  /// The user has answered the consent form.
  case obtained = 3

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .required: "required"
    case .notRequired: "notRequired"
    case .obtained: "obtained"
    }
  }

  /// Whether an app may request ads with this status: only when consent is not
  /// required or has been obtained.
  var allowsAdRequests: Bool { self == .notRequired || self == .obtained }
}

/// The UMP 3 name of ``UMPConsentStatus``.
public typealias ConsentStatus = UMPConsentStatus
