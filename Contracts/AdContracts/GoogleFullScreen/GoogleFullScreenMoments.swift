import AdSimulation

/// Which events of a run mark a Google full-screen format's moment for an ad, followed as
/// they are recorded, when the probes read the app as it is at that moment.
///
/// The `transition` step is an interstitial's break; for app open ads, only the launch
/// and a return from the background count, and not while the launch's loading screen is
/// still up.
@MainActor
final class GoogleFullScreenMoments {
  /// The names of the events the tracker reads.
  let names: Set<Trace.Event.Name>
  private let judge: (Trace.Event) -> Bool

  /// Creates a tracker that reads the named events and judges each with the closure.
  init(names: Set<Trace.Event.Name>, judge: @escaping (Trace.Event) -> Bool) {
    self.names = names
    self.judge = judge
  }

  /// Whether the event, just recorded, marks a moment; every event in ``names`` must be
  /// passed in order.
  func isMoment(_ event: Trace.Event) -> Bool { judge(event) }
}
