import AdSimulation

/// How the simulation's Google banner ad units behave, set by the script per run.
///
/// In real life these are settings of the ad unit on Google's side, not of the app, so a
/// script chooses them for the scenario it plays:
///
/// ```swift
/// GoogleBannerBehaviour.set(GoogleBannerBehaviour(refreshInterval: .seconds(60)), in: simulation)
/// ```
public struct GoogleBannerBehaviour: Hashable, Sendable {
  /// How long after each answer a loaded banner asks for its next ad; `nil` (the default)
  /// never refreshes.
  ///
  /// AdMob lets a unit refresh every 30 to 150 seconds, or not at all. Each refresh takes
  /// the next scripted response for the unit and re-delivers `bannerViewDidReceiveAd`, or
  /// the failure (after which the banner keeps its ad and tries again after the interval).
  public var refreshInterval: Duration?

  /// Creates a behaviour; the default never refreshes.
  public init(refreshInterval: Duration? = nil) {
    self.refreshInterval = refreshInterval
  }

  /// Makes the behaviour the simulation's, for banners loaded from now on and their refreshes.
  @MainActor
  public static func set(_ behaviour: GoogleBannerBehaviour, in simulation: Simulation) {
    GoogleBannerRunState.current(in: simulation).behaviour = behaviour
    simulation.record(
      .observation, actor: .sdk, name: .gadBannerBehaviour,
      detail: behaviour.refreshInterval.map { "refresh every \($0.secondsText) s" } ?? "no refresh",
      fields: behaviour.refreshInterval.map { ["refreshInterval": .duration($0)] } ?? [:])
  }

  /// The simulation's behaviour now.
  @MainActor
  public static func current(in simulation: Simulation) -> GoogleBannerBehaviour {
    GoogleBannerRunState.current(in: simulation).behaviour
  }
}

/// The Google banner behaviour, under its former name.
@available(*, deprecated, renamed: "GoogleBannerBehaviour")
public typealias GoogleBannerScenario = GoogleBannerBehaviour
