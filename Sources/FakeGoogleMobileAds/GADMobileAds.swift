import AdSimulation
import Foundation

/// The SDK as a whole: starting it, and the settings every request carries.
///
/// Apps reach it through the process-wide `GADMobileAds.sharedInstance()` (v12:
/// `MobileAds.shared`); the fake gives each simulation its own, so what one run sets
/// never reaches the next.
@MainActor
public final class GADMobileAds: NSObject {
  /// The settings every request carries, such as the test devices.
  public let requestConfiguration = GADRequestConfiguration()
  /// Whether `start` has been called.
  @exclusivity(unchecked) public private(set) var isStarted = false
  let simulation: Simulation

  init(simulation: Simulation) {
    self.simulation = simulation
    super.init()
  }

  /// The running simulation's SDK object.
  public static func sharedInstance() -> GADMobileAds {
    let simulation = Simulation.required(by: "GADMobileAds.sharedInstance()")
    return simulation.shared(GADMobileAds.self) { GADMobileAds(simulation: simulation) }
  }

  /// The v12 name of ``sharedInstance()``.
  public static var shared: GADMobileAds { sharedInstance() }

  /// Starts the SDK; the completion comes just after, on the main actor, with every
  /// mediation adapter ready (the fake has none).
  ///
  /// The SDK also starts on the first ad request, so a load before `start` works too.
  public func start(completionHandler: ((GADInitializationStatus) -> Void)? = nil) {
    simulation.record(.call, actor: .app, object: "GADMobileAds", name: .startCompletionHandler)
    isStarted = true
    guard let completionHandler else { return }
    Task { @MainActor in completionHandler(GADInitializationStatus()) }
  }

  /// Starts the SDK and returns once it is ready.
  @discardableResult
  public func start() async -> GADInitializationStatus {
    await withCheckedContinuation { continuation in
      start { continuation.resume(returning: $0) }
    }
  }
}

/// The settings every ad request carries.
@MainActor
public final class GADRequestConfiguration: NSObject {
  /// Devices that always get test ads; the fake records what the app sets.
  @exclusivity(unchecked) public var testDeviceIdentifiers: [String]? {
    didSet {
      Simulation.current?.record(
        .property, actor: .app, object: "GADRequestConfiguration", name: .testDeviceIdentifiers,
        detail: testDeviceIdentifiers.map { "\($0)" } ?? "nil")
    }
  }
}

/// The state of the SDK and its mediation adapters once it has started.
public final class GADInitializationStatus: NSObject, Sendable {
  /// The adapters' states by class name; the fake has no mediation adapters.
  public let adapterStatusesByClassName: [String: String] = [:]
}

/// The identifier a simulator uses as a test device.
public let GADSimulatorID = "Simulator"

/// The v12 name of ``GADMobileAds``.
public typealias MobileAds = GADMobileAds
/// The v12 name of ``GADRequestConfiguration``.
public typealias RequestConfiguration = GADRequestConfiguration
/// The v12 name of ``GADInitializationStatus``.
public typealias InitializationStatus = GADInitializationStatus
