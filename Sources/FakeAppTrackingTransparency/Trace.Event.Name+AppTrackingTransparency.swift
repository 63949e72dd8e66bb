import AdSimulation

/// The names of the events FakeAppTrackingTransparency records.
extension Trace.Event.Name {
  /// Seen in the run: the tracking behaviour set for the simulation.
  public static let trackingBehaviour: Self = "tracking behaviour"
  /// The same event under its former name.
  @available(*, deprecated, renamed: "trackingBehaviour")
  public static var trackingScenario: Self { trackingBehaviour }
  /// The app called `requestTrackingAuthorization`.
  public static let requestTrackingAuthorization: Self = "requestTrackingAuthorization"
  /// The system showed the tracking prompt.
  public static let trackingPromptShown: Self = "tracking prompt shown"
  /// The user answered the tracking prompt.
  public static let trackingPromptAnswered: Self = "tracking prompt answered"
}
