import AdSimulation
import FakeUIKit

/// The state of iAd's view controller additions in one simulation: a record per view
/// controller that used them, and the look the framework takes after every step.
///
/// After each step, timer and settle, the framework embeds the content of view controllers
/// that asked for banners before their view existed, and presents a ready full-screen ad
/// over each view controller with the automatic policy that has just appeared.
@MainActor
final class IAdViewControllerRunState {
  unowned let simulation: Simulation
  /// One record per view controller, oldest first, so every look visits them in one order.
  @exclusivity(unchecked) private var states: [IAdControllerState] = []

  init(simulation: Simulation) {
    self.simulation = simulation
    simulation.addObserver { [unowned self] in look() }
  }

  static func current(in simulation: Simulation) -> IAdViewControllerRunState {
    simulation.shared(IAdViewControllerRunState.self) { IAdViewControllerRunState(simulation: simulation) }
  }

  /// The record of the view controller, made on first use.
  func state(for controller: UIViewController) -> IAdControllerState {
    if let state = existingState(for: controller) { return state }
    states.removeAll { $0.controller == nil }
    let state = IAdControllerState(controller: controller, simulation: simulation)
    states.append(state)
    return state
  }

  /// The record of the view controller, if it has used the additions.
  func existingState(for controller: UIViewController) -> IAdControllerState? {
    states.first { $0.controller === controller }
  }

  private func look() {
    states.removeAll { $0.controller == nil }
    for state in states {
      state.attachBannerIfNeeded()
      let visible = state.isOnScreen
      let appeared = visible && !state.wasVisible
      state.wasVisible = visible
      if appeared, state.policy == .automatic, let controller = state.controller {
        presentAutomatically(over: controller, state: state)
      }
    }
  }

  /// The automatic policy's rule: when the view controller appears and an ad is ready, the
  /// framework asks `shouldPresentInterstitialAd` and, on yes, presents the ad over it.
  private func presentAutomatically(over controller: UIViewController, state: IAdControllerState) {
    let interstitials = IAdPreparedInterstitials.current(in: simulation)
    guard interstitials.problem(presentingOver: controller) == nil else { return }
    let call = simulation.record(
      .callback, actor: .sdk, object: state.name, name: .shouldPresentInterstitialAd)
    let allowed = controller.shouldPresentInterstitialAd
    simulation.amend(call, detail: "→ \(allowed)")
    guard allowed else { return }
    interstitials.present(over: controller, name: state.name, reason: "automatic policy, on appearance")
  }
}
