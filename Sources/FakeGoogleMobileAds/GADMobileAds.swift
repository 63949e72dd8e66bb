import AdSimulation
import Foundation

/// The SDK as a whole: starting it, and the settings every request carries.
///
/// Apps reach it through the process-wide `GADMobileAds.sharedInstance()` (v12:
/// `MobileAds.shared`); the fake gives each simulation its own, so what one run sets
/// never reaches the next. Not bound to an actor, as the SDK's Objective-C class is not:
/// an ad manager of any isolation starts the SDK and reads its settings. It is `Sendable`:
/// a library keeps it in a `Sendable` manager, as Swift sees the SDK's thread-safe
/// singleton, and every change to it runs on the main queue (``Simulation/mainActor(_:)``).
public final class GADMobileAds: NSObject, @unchecked Sendable {
  /// The settings every request carries, such as the test devices.
  public let requestConfiguration = GADRequestConfiguration()
  /// Whether `start` has been called.
  public private(set) var isStarted = false
  let simulation: Simulation

  init(simulation: Simulation) {
    self.simulation = simulation
    super.init()
  }

  /// The running simulation's SDK object.
  public static func sharedInstance() -> GADMobileAds {
    Simulation.mainActor {
      let simulation = Simulation.required(by: "GADMobileAds.sharedInstance()")
      return simulation.shared(GADMobileAds.self) { GADMobileAds(simulation: simulation) }
    }
  }

  /// The v12 name of ``sharedInstance()``.
  public static var shared: GADMobileAds {
    GoogleSpelling.noteV12()
    return sharedInstance()
  }

  /// Starts the SDK; the completion comes just after, on the main actor, with every
  /// mediation adapter ready (the fake has none).
  ///
  /// The SDK also starts on the first ad request, so a load before `start` works too.
  public func start(completionHandler: ((GADInitializationStatus) -> Void)? = nil) {
    Simulation.mainActor {
      simulation.record(.call, actor: .app, object: "GADMobileAds", name: .startCompletionHandler)
      isStarted = true
    }
    guard let completionHandler else { return }
    let handler = Unchecked(completionHandler)
    Task { @MainActor in handler.value(GADInitializationStatus()) }
  }

  /// Starts the SDK and returns once it is ready.
  @discardableResult
  nonisolated(nonsending) public func start() async -> GADInitializationStatus {
    await withCheckedContinuation { continuation in
      start { continuation.resume(returning: $0) }
    }
  }

  /// The state of the SDK's mediation adapters: none in the fake, before or after `start`.
  public var initializationStatus: GADInitializationStatus { GADInitializationStatus() }

  /// The version of the SDK, ``GADVersionNumber/fake``.
  public var versionNumber: GADVersionNumber { .fake }

  /// Whether the SDK's version is the one given or a later one.
  public func isSDKVersionAtLeast(major: Int, minor: Int, patch: Int) -> Bool {
    let version = versionNumber
    return (version.majorVersion, version.minorVersion, version.patchVersion) >= (major, minor, patch)
  }
}

/// The identifier a simulator uses as a test device.
public let GADSimulatorID = "Simulator"

/// The v12 name of ``GADMobileAds``.
public typealias MobileAds = GADMobileAds
