import AdSimulation

/// How the App Tracking Transparency prompt is answered in one simulation.
///
/// Set it before the app asks, with ``set(_:in:)``; a simulation without one gets
/// ``declines``, the answer most users give. The user answers the prompt after
/// ``answerLatency`` on the virtual clock.
///
/// ```swift
/// await Simulation.run(script) { simulation in
///   TrackingBehaviour.set(.allows, in: simulation)
///   ...
/// }
/// ```
public struct TrackingBehaviour: Sendable, Hashable, CustomStringConvertible {
  /// What the user does with the prompt, or whether the device lets the app ask at all.
  public enum Answer: Sendable, Hashable {
    /// The user taps Allow: the status becomes authorized.
    case allow
    /// The user taps Ask App Not to Track: the status becomes denied.
    case askNotToTrack
    /// The device restricts tracking (a managed or child's device): no prompt shows and
    /// the status is restricted.
    case restricted
  }

  /// The user's answer.
  public var answer: Answer
  /// How long the user takes to answer the prompt.
  public var answerLatency: Duration

  /// A behaviour with the answer, given after the latency.
  public init(answer: Answer, answerLatency: Duration = .seconds(2)) {
    self.answer = answer
    self.answerLatency = answerLatency
  }

  /// The user allows tracking.
  public static let allows = TrackingBehaviour(answer: .allow)
  /// The user asks the app not to track.
  public static let declines = TrackingBehaviour(answer: .askNotToTrack)
  /// The device restricts tracking.
  public static let restricted = TrackingBehaviour(answer: .restricted)

  /// Sets the behaviour of the simulation, and records it in the trace.
  @MainActor
  public static func set(_ behaviour: TrackingBehaviour, in simulation: Simulation) {
    TrackingRunState.current(in: simulation).behaviour = behaviour
    simulation.record(.observation, actor: .sdk, name: .trackingBehaviour, detail: behaviour.description)
  }

  /// The behaviour as one line of text for the trace.
  public var description: String {
    switch answer {
    case .allow: "the user allows tracking after \(answerLatency)"
    case .askNotToTrack: "the user asks the app not to track after \(answerLatency)"
    case .restricted: "the device restricts tracking"
    }
  }
}

/// The App Tracking Transparency behaviour, under its former name.
@available(*, deprecated, renamed: "TrackingBehaviour")
public typealias TrackingScenario = TrackingBehaviour
