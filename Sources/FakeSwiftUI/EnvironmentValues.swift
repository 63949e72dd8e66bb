import FakeCombine
import FakeUIKit

/// What a view's surroundings tell it: the scene's phase, and the objects ancestors put
/// in with `environmentObject(_:)`.
public struct EnvironmentValues {
  /// Whether the scene is in the foreground and active.
  public var scenePhase: ScenePhase = .active
  var objects: [ObjectIdentifier: AnyObject] = [:]
  var values: [ObjectIdentifier: Any] = [:]

  /// Values for a view at the top of a scene.
  public init() {}

  /// A value of the key's type, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value of one's own in the environment.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}

/// Where a scene stands: SwiftUI's `ScenePhase`.
public enum ScenePhase: Sendable, Hashable, Comparable {
  /// Not shown.
  case background
  /// Shown, but not taking input (a system alert over it, on its way out).
  case inactive
  /// In the foreground, taking input.
  case active
}

extension ScenePhase {
  /// The phase of a scene in an application in the state.
  @MainActor init(_ state: UIApplication.State) {
    switch state {
    case .active: self = .active
    case .inactive: self = .inactive
    case .background: self = .background
    }
  }
}
