import AdSimulation

extension GADAdValue {
  /// Pays an impression's ``simulated`` value to the ad's handler, if it has one, and
  /// records the payment under the ad's name; banners and full-screen ads pay the same way.
  @MainActor
  static func pay(_ handler: GADPaidEventHandler?, for object: String, in simulation: Simulation) {
    guard let handler else { return }
    simulation.record(
      .callback, actor: .sdk, object: object, name: .paidEventHandler,
      detail: "\(simulated.value) \(simulated.currencyCode)")
    handler(simulated)
  }
}
