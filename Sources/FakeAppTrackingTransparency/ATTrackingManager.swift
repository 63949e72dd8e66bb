import AdSimulation
import FakeUIKit

/// App Tracking Transparency: the prompt that asks the user whether the app may track
/// them, and its answer.
///
/// The first request while the status is not determined shows the prompt; the user
/// answers as the simulation's ``TrackingBehaviour`` says, after its latency. Later
/// requests complete with the stored status and show nothing. A device that restricts
/// tracking shows no prompt. The completion runs on the main actor (a device runs it on
/// a queue of its own, so code that touches the interface from it should hop to the main
/// queue, as it must on a device). Each request, the prompt and the answer are in the
/// trace.
public final class ATTrackingManager: NSObject {
  /// Whether the app may track the user.
  public enum AuthorizationStatus: UInt, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The device restricts tracking.
    case restricted = 1
    /// The user asked the app not to track.
    case denied = 2
    /// The user allowed tracking.
    case authorized = 3
  }

  /// The status now: not determined until the user answers.
  ///
  /// Not bound to an actor, as the framework's class is not: code of any isolation reads it.
  public class var trackingAuthorizationStatus: AuthorizationStatus {
    guard let simulation = Simulation.current else { return .notDetermined }
    return Simulation.mainActor { TrackingRunState.current(in: simulation).status }
  }

  /// Asks the user, once, whether the app may track them; the completion gets the status.
  ///
  /// Not bound to an actor, as the framework's class is not; the prompt runs on the main
  /// queue.
  public class func requestTrackingAuthorization(
    completionHandler completion: @escaping @Sendable (AuthorizationStatus) -> Void
  ) {
    Simulation.mainActor { request(completion) }
  }

  /// Shows the prompt, or answers at once with the stored status.
  @MainActor
  private class func request(_ completion: @escaping @Sendable (AuthorizationStatus) -> Void) {
    let simulation = Simulation.required(by: "ATTrackingManager.requestTrackingAuthorization")
    let stage = TrackingRunState.current(in: simulation)
    simulation.record(.call, actor: .app, object: "ATTrackingManager", name: .requestTrackingAuthorization)
    if stage.status == .notDetermined, stage.behaviour.answer == .restricted { stage.status = .restricted }
    guard stage.status == .notDetermined else {
      let status = stage.status
      Task { @MainActor in completion(status) }
      return
    }
    stage.waiting.append(completion)
    guard stage.waiting.count == 1 else { return }
    simulation.record(.observation, actor: .system, name: .trackingPromptShown)
    simulation.schedule(after: stage.behaviour.answerLatency, "tracking prompt answer") {
      let status: AuthorizationStatus = stage.behaviour.answer == .allow ? .authorized : .denied
      stage.status = status
      simulation.record(
        .driven, actor: .user, name: .trackingPromptAnswered,
        detail: status == .authorized ? "allows" : "asks not to track")
      let waiting = stage.waiting
      stage.waiting = []
      for completion in waiting { completion(status) }
    }
  }

  /// Asks the user, once, whether the app may track them, and returns the status.
  nonisolated(nonsending) public class func requestTrackingAuthorization() async -> AuthorizationStatus {
    await withCheckedContinuation { continuation in
      requestTrackingAuthorization { continuation.resume(returning: $0) }
    }
  }
}
