/// A scenario: the device, the ad network's answers and the events to drive, in order.
///
/// Write scripts in Swift or load them from JSON (see ``Script/load(contentsOf:)``).
///
/// ```swift
/// let script = Script(name: "fill then fail", steps: [
///   .respond(.fill(after: .seconds(2))),
///   .advance(.seconds(2)),
///   .respond(.fail(3)),
///   .advance(.seconds(30)),
/// ])
/// ```
public struct Script: Hashable, Sendable {
  /// A short name for reports.
  public var name: String
  /// The seed for the simulation's random choices, such as an expiry delay.
  public var seed: UInt64
  /// The device at the start.
  public var device: Device
  /// How many content sizes a banner may require before the inventory dries up.
  ///
  /// `nil` means any number of sizes fills as usual.
  public var inventoryMaximumRequiredSizes: Int?
  /// How long a full-screen ad's content lasts after it loads, from 5 to 15 minutes.
  ///
  /// `nil` lets the simulation choose within that range from the seed.
  public var interstitialLifetime: Duration?
  /// The user's privacy choices at this launch (consent, what the previous launch stored,
  /// tracking); `nil` leaves each SDK its default or the rule's own scenario.
  public var consent: Consent?
  /// What the app's previous launch left in its `UserDefaults`, written before the run
  /// starts and shown in the timeline; empty, a fresh install's, by default.
  public var appDefaults: [String: DefaultsValue] = [:]
  /// Whether the user opens the app for the first time: the harness does not tell an app
  /// open client it has a returning user. `false` by default.
  public var firstOpen = false
  /// The full-screen presentations, counting from 1 over the run, that a mediation
  /// adapter fails as it shows the ad (Google's code 22), a failure `canPresent` cannot
  /// foresee; none by default.
  public var failingPresentations: [Int] = []
  /// The steps, in order.
  public var steps: [Step]

  /// The range a full-screen ad's content lasts in: 5 to 15 minutes after it loads.
  public static let interstitialLifetimes: ClosedRange<Duration> = .seconds(300) ... .seconds(900)

  /// Creates a script.
  public init(
    name: String = "script", seed: UInt64 = 1, device: Device = Device(),
    inventoryMaximumRequiredSizes: Int? = nil, interstitialLifetime: Duration? = nil,
    steps: [Step] = []
  ) {
    self.name = name
    self.seed = seed
    self.device = device
    self.inventoryMaximumRequiredSizes = inventoryMaximumRequiredSizes
    self.interstitialLifetime = interstitialLifetime
    self.steps = steps
  }
}
