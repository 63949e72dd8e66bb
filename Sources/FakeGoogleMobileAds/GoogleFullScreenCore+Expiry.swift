import AdSimulation

extension GoogleFullScreenCore {
  /// Plays the script's `expire` step for every Google full-screen format: moves the clock
  /// to the moment the first ad the app still holds, loaded and not yet presented, reaches
  /// the end of its life (four hours for app open ads, the ``GoogleFullScreenBehaviour``'s
  /// lifetime for the others), running every timer due on the way.
  ///
  /// - Returns: Whether there was such an ad; without one, nothing changes.
  static func moveToNextExpiry(in simulation: Simulation) async -> Bool {
    let formats =
      (simulation.liveObjects(of: GADInterstitialAd.self).map(\.core)
      + simulation.liveObjects(of: GADRewardedAd.self).map(\.core)
      + simulation.liveObjects(of: GADRewardedInterstitialAd.self).map(\.core))
      .filter { !$0.hasBeenPresented && !$0.isExpired }
      .compactMap { core in core.lifetime.map { (name: core.traceName, wait: $0 - core.age) } }
    let next = formats.min { $0.wait < $1.wait }
    if let appOpen = GADAppOpenAd.nextExpiry(in: simulation), next.map({ appOpen.wait <= $0.wait }) ?? true {
      return await GADAppOpenAd.moveToNextExpiry(in: simulation)
    }
    guard let next else { return false }
    simulation.record(
      .observation, actor: .clock, object: next.name, name: .clockMovesToAdExpiry,
      detail: "\(next.wait.secondsText) s on, to \(simulation.now.advanced(by: next.wait))")
    await simulation.advanceWithinStep(by: next.wait)
    return true
  }
}
