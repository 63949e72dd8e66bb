import AdSimulation

/// The names of the events FakeAppTrackingTransparency records.
extension Trace.Event.Name {
  /// Seen in the run: the tracking scenario set for the simulation.
  public static let trackingScenario: Self = "tracking scenario"
  /// The app called `requestTrackingAuthorization`.
  public static let requestTrackingAuthorization: Self = "requestTrackingAuthorization"
  /// The system showed the tracking prompt.
  public static let trackingPromptShown: Self = "tracking prompt shown"
  /// The user answered the tracking prompt.
  public static let trackingPromptAnswered: Self = "tracking prompt answered"
}
