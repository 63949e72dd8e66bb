import AdSimulation

/// The App Tracking Transparency state of one simulation: the scenario, the status, and
/// whether the prompt is up.
@MainActor
final class TrackingRunState {
  @exclusivity(unchecked) var scenario = TrackingScenario.declines
  @exclusivity(unchecked) var status = ATTrackingManager.AuthorizationStatus.notDetermined
  /// The completions waiting for the prompt's answer.
  @exclusivity(unchecked) var waiting: [@Sendable (ATTrackingManager.AuthorizationStatus) -> Void] = []

  /// The simulation's tracking state, made on first use: under the script's tracking
  /// answer when it has one (recorded in the trace), else the default scenario.
  static func current(in simulation: Simulation) -> TrackingRunState {
    simulation.shared(TrackingRunState.self) {
      let stage = TrackingRunState()
      if let tracking = simulation.script.consent?.tracking {
        let answer: TrackingScenario.Answer =
          switch tracking {
          case .allow: .allow
          case .askNotToTrack: .askNotToTrack
          case .restricted: .restricted
          }
        stage.scenario = TrackingScenario(answer: answer)
        simulation.record(.observation, actor: .sdk, name: .trackingScenario, detail: stage.scenario.description)
      }
      return stage
    }
  }
}
