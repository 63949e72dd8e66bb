import AdSimulation
import FakeUIKit

/// The client code under test: how to build it inside a simulation, plus optional probes.
///
/// Contracts observe a subject through the fake SDK and FakeUIKit wherever they can. Where
/// only the client knows (are its activities running?), the subject supplies a probe; a
/// rule whose probe is missing reports `unverified`, naming it, and never passes.
public struct Subject: Sendable, Identifiable, CustomStringConvertible {
  /// The client's name in reports, for example `PerScreenBannerClient`.
  public let name: String
  /// What the client gives the harness for its kind: its stage, its device, its warm-up.
  public let setup: any SubjectSetup
  /// The devices and orientations the app supports; rules stay inside them.
  public let devices: Devices
  /// Where a fresh launch of the program finds the subject again, so each of its runs is a
  /// new process; `nil` for a subject made outside a ``SubjectList``, whose runs share the
  /// process that asks for them.
  public internal(set) var launch: Launch?

  /// Creates a subject from its kind's setup.
  ///
  /// The bundled kinds have their own factories, such as ``iAdBannerScreen(_:adScreens:devices:activitiesRunning:recreatableMemory:urgentEvent:busyMoment:contentViews:makeScreen:)``;
  /// a kind defined elsewhere makes its subjects here.
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms, orientations and iOS version the app supports.
  ///   - setup: How to stage the client for its kind's rules.
  public init(name: String, devices: Devices = .any, setup: any SubjectSetup) {
    self.name = name
    self.devices = devices
    self.setup = setup
  }

  /// The kind of ad the client shows.
  public var kind: Rule.Kind { setup.kind }

  /// The name, for reports.
  public var id: String { name }
  /// The name, for reports.
  public var description: String { name }

  /// Turns a probe on the client's own screen type into one on any view controller.
  ///
  /// The harness passes a probe only the screens the subject's factory made, so the cast
  /// always holds.
  static func erase<Screen: UIViewController, Value>(
    _ probe: (@MainActor @Sendable (Screen) -> Value)?
  ) -> (@MainActor @Sendable (UIViewController) -> Value)? {
    guard let probe else { return nil }
    return { controller in probe(controller as! Screen) }
  }
}
