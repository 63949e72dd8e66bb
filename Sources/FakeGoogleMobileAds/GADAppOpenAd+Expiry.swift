import AdSimulation

extension GADAppOpenAd {
  /// How long an app open ad stays valid after it loads: four hours, by Google's guide.
  ///
  /// The SDK sends no event when the time is up; the app checks an ad's age itself before
  /// showing it (see ``age``).
  public static let validity: Duration = .seconds(4 * 3600)

  /// Plays the script's `expire` step for app open ads.
  ///
  /// Expiry is the app's own four-hour check, not an SDK event, so the step moves the
  /// clock forward to the moment the oldest ad the app still holds, loaded, not yet
  /// presented and under four hours old, turns four hours old (its load time plus
  /// ``validity``), running every timer due on the way.
  ///
  /// - Returns: Whether there was such an ad; without one, nothing changes.
  @MainActor
  static func moveToNextExpiry(in simulation: Simulation) async -> Bool {
    guard let next = nextExpiry(in: simulation) else { return false }
    simulation.record(
      .observation, actor: .clock, object: next.name, name: .clockMovesToFourHourMark,
      detail: "\(next.wait.secondsText) s on, to \(simulation.now.advanced(by: next.wait))")
    await simulation.advanceWithinStep(by: next.wait)
    return true
  }

  /// The name of the ad that turns four hours old first and how long until it does.
  ///
  /// It hands back no ad object, so waiting for the clock does not keep an ad alive that
  /// the app lets go of meanwhile.
  @MainActor
  static func nextExpiry(in simulation: Simulation) -> (name: String, wait: Duration)? {
    let waiting = simulation.liveObjects(of: GADAppOpenAd.self)
      .filter { !$0.hasBeenPresented && $0.age < validity }
    guard let oldest = waiting.min(by: { $0.loadedAt < $1.loadedAt }) else { return nil }
    return (oldest.traceName, validity - oldest.age)
  }
}
