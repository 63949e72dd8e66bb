import AdSimulation
import FakeUIKit
import Foundation

/// The full-screen ads iAd's view controller additions keep ready, one at a time, for the
/// whole app.
///
/// Loading starts with `UIViewController.prepareInterstitialAds()` or the first policy
/// other than `.none`. The framework then holds one `ADInterstitialAd` of its own, with
/// itself as the delegate: its request is answered by the script like any other, and its
/// callbacks are in the trace. When that ad unloads (the user closed it, or its content
/// expired), the framework starts the next one at once; after a failure it tries again
/// ``retryInterval`` later.
@MainActor
final class IAdPreparedInterstitials: NSObject, ADInterstitialAdDelegate {
  /// How long the framework waits after a failed load before it asks for another ad.
  static let retryInterval: Duration = .seconds(30)

  unowned let simulation: Simulation
  /// Whether loading has started.
  @exclusivity(unchecked) private(set) var isStarted = false
  /// The framework's ad now: loading, ready or on show.
  @exclusivity(unchecked) private(set) var ad: ADInterstitialAd?
  /// The view controller the framework's ad covers now.
  @exclusivity(unchecked) private(set) weak var host: UIViewController?

  init(simulation: Simulation) {
    self.simulation = simulation
  }

  static func current(in simulation: Simulation) -> IAdPreparedInterstitials {
    simulation.shared(IAdPreparedInterstitials.self) { IAdPreparedInterstitials(simulation: simulation) }
  }

  /// Starts loading, once per simulation.
  func start(because reason: String) {
    guard !isStarted else { return }
    isStarted = true
    simulation.record(
      .observation, actor: .sdk, object: "iAd", name: .fullScreenAdsPrepared, detail: reason)
    load()
  }

  private func load() {
    guard !simulation.isFinished else { return }
    let ad = IAdRunState.current(in: simulation).makeForFramework(
      "the full-screen ad the view controller additions prepare"
    ) { ADInterstitialAd() }
    self.ad = ad
    ad.delegate = self
  }

  /// The framework's ad when it has loaded and is not on show.
  var readyAd: ADInterstitialAd? {
    guard let ad, ad.isLoaded, host == nil, !ad.isPresentedModally else { return nil }
    return ad
  }

  /// Why the ready ad cannot be shown over the view controller now, or `nil` when it can.
  func problem(presentingOver controller: UIViewController) -> String? {
    if host != nil { return "a full-screen ad is already showing" }
    guard readyAd != nil else { return "no full-screen ad has loaded" }
    guard controller.isViewLoaded, controller.view.window != nil else {
      return "the view controller is not in a window"
    }
    if controller.presentedViewController != nil {
      return "the view controller is presenting another"
    }
    return nil
  }

  /// Shows the ready ad over the view controller; call it only when ``problem(presentingOver:)``
  /// finds none.
  func present(over controller: UIViewController, name: String, reason: String) {
    guard let ad = readyAd else { return }
    host = controller
    ad.presentModally(over: controller, detail: "over \(name); \(reason)")
  }

  // MARK: ADInterstitialAdDelegate

  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    guard interstitialAd === ad else { return }
    ad = nil
    host = nil
    load()
  }

  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    guard interstitialAd === ad else { return }
    ad = nil
    host = nil
    simulation.schedule(after: Self.retryInterval, "iAd prepared interstitial retry") {
      [weak self] in self?.load()
    }
  }
}
