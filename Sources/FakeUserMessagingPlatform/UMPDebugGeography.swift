/// The region a test device pretends to be in, to try the consent flow from anywhere.
///
/// The fake records the choice in the trace; the behaviour, not the geography, decides the
/// answer (see ``ConsentBehaviour``).
public enum UMPDebugGeography: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// No pretending: the device's real region applies.
  case disabled = 0
  /// The device appears to be in the European Economic Area.
  case EEA = 1
  /// The device appears to be outside the European Economic Area (deprecated in UMP 2.7
  /// in favour of ``other``).
  case notEEA = 2
  /// The device appears to be in a US state with its own privacy regulation (UMP 2.7).
  case regulatedUSState = 3
  /// The device appears to be in a region with no consent regulation (UMP 2.7).
  case other = 4

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .disabled: "disabled"
    case .EEA: "EEA"
    case .notEEA: "notEEA"
    case .regulatedUSState: "regulatedUSState"
    case .other: "other"
    }
  }
}

/// The UMP 3 name of ``UMPDebugGeography``.
public typealias DebugGeography = UMPDebugGeography
