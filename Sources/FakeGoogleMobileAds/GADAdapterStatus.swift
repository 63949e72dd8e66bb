import Foundation

/// How far a mediation adapter got in starting.
public enum GADAdapterInitializationState: Int, Sendable {
  /// The adapter cannot serve ads yet.
  case notReady = 0
  /// The adapter is ready to serve ads.
  case ready = 1
}

/// One mediation adapter's state once the SDK has started, as the start completion and
/// ``GADMobileAds/initializationStatus`` report it.
public final class GADAdapterStatus: NSObject, Sendable {
  /// Whether the adapter is ready.
  public let state: GADAdapterInitializationState
  /// How long the adapter took to start, in seconds.
  public let latency: TimeInterval
  private let text: String

  /// A status with the adapter's state, its description and how long it took to start.
  package init(state: GADAdapterInitializationState, description: String, latency: TimeInterval) {
    self.state = state
    self.text = description
    self.latency = latency
    super.init()
  }

  /// What the adapter said of its state, empty when it said nothing.
  public override var description: String { text }
}

/// The state of the SDK and its mediation adapters.
public final class GADInitializationStatus: NSObject, Sendable {
  /// Each adapter's status by its class name.
  ///
  /// The fake has no mediation adapters, so the dictionary is empty; code that walks it,
  /// as Google's mediation samples do, runs and finds nothing.
  public let adapterStatusesByClassName: [String: GADAdapterStatus]

  /// A status listing the adapters.
  package init(adapterStatusesByClassName: [String: GADAdapterStatus] = [:]) {
    self.adapterStatusesByClassName = adapterStatusesByClassName
    super.init()
  }
}

/// The v12 name of ``GADAdapterInitializationState``.
public typealias AdapterInitializationState = GADAdapterInitializationState
/// The v12 name of ``GADAdapterStatus``.
public typealias AdapterStatus = GADAdapterStatus
/// The v12 name of ``GADInitializationStatus``.
public typealias InitializationStatus = GADInitializationStatus
