import AdSimulation

/// The App Tracking Transparency state of one simulation: the scenario, the status, and
/// whether the prompt is up.
@MainActor
final class TrackingStage {
  @exclusivity(unchecked) var scenario = TrackingScenario.declines
  @exclusivity(unchecked) var status = ATTrackingManager.AuthorizationStatus.notDetermined
  /// The completions waiting for the prompt's answer.
  @exclusivity(unchecked) var waiting: [@Sendable (ATTrackingManager.AuthorizationStatus) -> Void] = []

  static func current(in simulation: Simulation) -> TrackingStage {
    simulation.shared(TrackingStage.self) { TrackingStage() }
  }
}
