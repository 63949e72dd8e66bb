import AdSimulation
import Foundation

/// The reward side of a rewarded format's presentation: the video runs from the
/// impression, and a user who watches it to the end earns the reward, before or after the
/// dismissal as the ``GoogleRewardBehaviour`` says.
@MainActor
final class GoogleRewardedPresentation {
  private unowned let core: GoogleFullScreenCore
  private let reward: GADAdReward
  /// The ad's simulation and name, kept for a reward reported after the app let go of the ad.
  private let simulation: Simulation
  @exclusivity(unchecked) private var traceName: String
  @exclusivity(unchecked) private var handler: (() -> Void)?
  @exclusivity(unchecked) private var startedAt: VirtualClock.Instant?
  @exclusivity(unchecked) private var earned = false

  init(core: GoogleFullScreenCore, reward: GADAdReward) {
    self.core = core
    self.reward = reward
    simulation = core.simulation
    traceName = core.traceName
  }

  /// Presents the ad through its core, keeping the handler for the reward.
  func present(from root: UIViewController?, call: Trace.Event.Name, handler: @escaping () -> Void) {
    self.handler = handler
    traceName = core.traceName
    let simulation = core.simulation
    let behaviour = GoogleRewardBehaviour.current(in: simulation)
    core.didPresent = { [weak self] in
      guard let self else { return }
      startedAt = simulation.now
      guard behaviour.order == .earnThenDismiss else { return }
      simulation.schedule(after: behaviour.videoLength, "\(core.traceName) video ends") { [weak self] in
        guard let self, GoogleRunState.current(in: simulation).presented === self.core else { return }
        earn()
      }
    }
    core.didDismiss = { [weak self] in
      guard let self, behaviour.order != .earnThenDismiss, let startedAt,
        startedAt.duration(to: simulation.now) >= behaviour.videoLength
      else { return }
      guard behaviour.order == .dismissThenEarnLater else { return earn() }
      // A timer due now fires after the app's deferred work has run to idle; the SDK
      // holds the reward until then, even when the app let go of the ad at its dismissal.
      simulation.schedule(after: .zero, "\(core.traceName) reward reported late") { self.earn() }
    }
    if !core.present(from: root, call: call) { self.handler = nil }
  }

  /// The user earned the reward: the handler runs, once.
  private func earn() {
    guard !earned, let handler else { return }
    earned = true
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .userDidEarnReward,
      detail: "\(reward.amount) \(reward.type)",
      fields: ["amount": .number(reward.amount.doubleValue), "type": .text(reward.type)])
    handler()
  }
}
