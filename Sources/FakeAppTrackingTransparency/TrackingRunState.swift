import AdSimulation

/// The App Tracking Transparency state of one simulation: the behaviour, the status, and
/// whether the prompt is up.
@MainActor
final class TrackingRunState {
  @exclusivity(unchecked) var behaviour = TrackingBehaviour.declines
  @exclusivity(unchecked) var status = ATTrackingManager.AuthorizationStatus.notDetermined
  /// The completions waiting for the prompt's answer.
  @exclusivity(unchecked) var waiting: [@Sendable (ATTrackingManager.AuthorizationStatus) -> Void] = []

  /// The simulation's tracking state, made on first use: under the script's tracking
  /// answer when it has one (recorded in the trace), else the default behaviour.
  static func current(in simulation: Simulation) -> TrackingRunState {
    simulation.shared(TrackingRunState.self) {
      let stage = TrackingRunState()
      if let tracking = simulation.script.consent?.tracking {
        let answer: TrackingBehaviour.Answer =
          switch tracking {
          case .allow: .allow
          case .askNotToTrack: .askNotToTrack
          case .restricted: .restricted
          }
        stage.behaviour = TrackingBehaviour(answer: answer)
        simulation.record(.observation, actor: .sdk, name: .trackingBehaviour, detail: stage.behaviour.description)
      }
      return stage
    }
  }
}
