import AdSimulation
import Foundation

/// A storyboard: the screens an app makes by identifier, as splash screens make the main
/// screen (`UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier:)`).
///
/// Linux has no storyboard files, so the scenes the app's ad code instantiates are
/// declared with ``register(name:initial:scenes:)``, inside the run (in the subject's
/// factory) so that each simulation has its own, or before any run for plain tests. An
/// identifier nobody declared is recorded as misuse, as a device raises an exception for
/// it, and a plain `UIViewController` stands in.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name, such as `Main`.
  public let name: String

  /// The storyboard of that name; the bundle is not read.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// Makes the screen declared under the identifier.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let make = Self.scenes.make[name]?[identifier] else {
      return missing("no scene \"\(identifier)\"")
    }
    return make()
  }

  /// Makes the storyboard's initial screen, or returns nil when it declares none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let initial = Self.scenes.initial[name] else { return nil }
    return instantiateViewController(withIdentifier: initial)
  }

  /// Declares a storyboard's scenes: each identifier with the closure that makes its
  /// screen, and the identifier of the initial one. Declaring a storyboard again replaces
  /// it.
  public static func register(
    name: String, initial: String? = nil, scenes: [String: @MainActor () -> UIViewController]
  ) {
    let registry = Self.scenes
    registry.make[name] = scenes
    registry.initial[name] = initial
  }

  private func missing(_ what: String) -> UIViewController {
    let declared = Self.scenes.make[name].map { $0.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ") }
    Simulation.current?.record(
      .misuse, actor: .app, object: "UIStoryboard", name: .storyboardSceneMissing,
      detail: "storyboard \"\(name)\" has \(what) (declared: \(declared ?? "none")); a device raises an exception."
        + " Declare it with UIStoryboard.register(name:initial:scenes:)", fields: Trace.Event.raisingFields)
    return UIViewController()
  }

  /// The declared storyboards: the running simulation's, or the process's outside a run.
  private static var scenes: Scenes {
    guard let simulation = Simulation.current else { return processScenes }
    return simulation.shared(Scenes.self) { Scenes() }
  }

  private static let processScenes = Scenes()

  /// Storyboards by name: their scenes and initial identifiers.
  private final class Scenes {
    var make: [String: [String: @MainActor () -> UIViewController]] = [:]
    var initial: [String: String] = [:]
  }
}
