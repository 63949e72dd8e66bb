/// Whether a consent form can be loaded, as the last consent information update found it.
public enum UMPFormStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing is known yet: no update has completed.
  case unknown = 0
  /// A form is configured for the user and can be loaded.
  case available = 1
  /// No form applies to the user; loading one fails.
  case unavailable = 2

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .available: "available"
    case .unavailable: "unavailable"
    }
  }
}

/// The UMP 3 name of ``UMPFormStatus``.
public typealias FormStatus = UMPFormStatus
