import AdSimulation

/// How long Google's interstitial and rewarded ads last in one simulation, and what the
/// SDK does with one presented after that.
///
/// Google says such ads expire, typically after an hour, but documents neither an exact
/// lifetime nor an error for presenting an expired one, so both are the behaviour's to set.
/// App open ads keep their own four hours (``GADAppOpenAd/validity``).
///
/// ```swift
/// GoogleFullScreenBehaviour.set(.init(lifetime: .seconds(45 * 60), expiredAds: .failToPresent), in: simulation)
/// ```
public struct GoogleFullScreenBehaviour: Sendable, Hashable {
  /// What the SDK does when the app presents an ad past its lifetime.
  public enum ExpiredAds: String, Sendable, Hashable, CaseIterable {
    /// It presents it like any other: the app gets no sign the ad is stale.
    case stillPresent
    /// It refuses with presentation error 15 (ad not ready).
    case failToPresent
  }

  /// How long after its load an interstitial, rewarded or rewarded interstitial ad lasts.
  public var lifetime: Duration
  /// What presenting an ad past its lifetime does.
  public var expiredAds: ExpiredAds

  /// Creates a behaviour; by default ads last an hour and an expired one still presents.
  public init(lifetime: Duration = .seconds(3600), expiredAds: ExpiredAds = .stillPresent) {
    precondition(lifetime > .zero, "Expected an ad lifetime longer than zero, but got \(lifetime).")
    self.lifetime = lifetime
    self.expiredAds = expiredAds
  }

  /// Makes the behaviour the simulation's full-screen ads follow from now on.
  @MainActor
  public static func set(_ behaviour: GoogleFullScreenBehaviour, in simulation: Simulation) {
    Holder.current(in: simulation).behaviour = behaviour
  }

  /// The behaviour the simulation follows: the one set, or the default.
  @MainActor
  public static func current(in simulation: Simulation) -> GoogleFullScreenBehaviour {
    Holder.current(in: simulation).behaviour
  }

  /// Makes the next presentation of a full-screen ad of any format fail with code 22, as a
  /// mediation adapter can at the moment of showing; `canPresent` cannot foresee it.
  @MainActor
  package static func failNextPresentation(in simulation: Simulation) {
    GoogleRunState.current(in: simulation).failsNextPresentation = true
    simulation.record(
      .observation, actor: .sdk, name: .nextPresentationFails, detail: "a mediation adapter will fail to show")
  }

  /// Whether a full-screen ad of any format covers the app now.
  @MainActor
  package static func isAdOnScreen(in simulation: Simulation) -> Bool {
    GoogleRunState.current(in: simulation).presented != nil
  }

  /// Keeps a simulation's behaviour.
  @MainActor
  final class Holder {
    var behaviour = GoogleFullScreenBehaviour()

    static func current(in simulation: Simulation) -> Holder {
      simulation.shared(Holder.self) { Holder() }
    }
  }
}

/// The Google full-screen ads' behaviour, under its former name.
@available(*, deprecated, renamed: "GoogleFullScreenBehaviour")
public typealias GoogleFullScreenScenario = GoogleFullScreenBehaviour
