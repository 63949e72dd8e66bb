import Foundation

extension Script {
  /// A value the app's previous launch left in its `UserDefaults`.
  ///
  /// Every run of a subject in a fresh launch starts from a fresh install's defaults; a
  /// script's ``Script/appDefaults`` say what an earlier launch stored instead, and the
  /// timeline shows them.
  public enum DefaultsValue: Hashable, Sendable, CustomStringConvertible {
    /// A Boolean, as `set(_:forKey:)` stores one.
    case flag(Bool)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// A string.
    case text(String)

    /// The value as `UserDefaults` stores it.
    var propertyListValue: Any {
      switch self {
      case .flag(let value): value
      case .integer(let value): value
      case .number(let value): value
      case .text(let value): value
      }
    }

    /// The value as the timeline and a script file write it.
    public var description: String {
      switch self {
      case .flag(let value): "\(value)"
      case .integer(let value): "\(value)"
      case .number(let value): "\(value)"
      case .text(let value): Script.quoted(value)
      }
    }
  }

  /// Writes the previous launch's defaults into the app's `UserDefaults` before the run,
  /// and records them in its trace; nothing when there are none.
  @MainActor
  func writeAppDefaults(recordingIn simulation: Simulation) {
    guard !appDefaults.isEmpty else { return }
    let sorted = appDefaults.sorted { $0.key < $1.key }
    for (key, value) in sorted { UserDefaults.standard.set(value.propertyListValue, forKey: key) }
    simulation.record(
      .observation, actor: .app, name: .previousLaunchDefaults,
      detail: sorted.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
  }
}
