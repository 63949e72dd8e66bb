import AdSimulation

/// What a subject gives the harness for its kind of ad: how to stage the client in a run,
/// on which device, and the warm-up that shows whether it keeps state between runs.
///
/// Each kind's folder declares its setup, and its factory on ``Subject`` fills one in
/// (``Subject/iAdBannerScreen(_:adScreens:devices:activitiesRunning:recreatableMemory:urgentEvent:busyMoment:contentViews:makeScreen:)``
/// and its siblings). A kind defined elsewhere conforms its own type and builds its
/// subjects with ``Subject/init(name:devices:setup:)``.
public protocol SubjectSetup: Sendable {
  /// The kind of ad the client shows; the harness runs only this kind's rules on it.
  var kind: Rule.Kind { get }
  /// The steps played twice, each time on a fresh stage, to see whether the client keeps
  /// state from one run to the next; a short scenario that loads and shows an ad.
  var warmUp: [Script.Step] { get }
  /// The idiom the kind's rules run on, unless a rule names one, among those the app
  /// supports. By default the phone, or the app's one idiom.
  func defaultIdiom(among idioms: Set<Device.Idiom>) -> Device.Idiom
  /// Builds the client on a fresh stage in the simulation.
  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage
  /// Fixes the settings of the kind's rule scenarios that the seed would otherwise choose,
  /// so a verdict never depends on the seed. Changes nothing by default.
  func prepare(_ script: inout Script)
  /// Sets what an exploration scenario draws from its seed beyond the steps, such as the
  /// user's privacy choices. Changes nothing by default.
  func prepareForExploration(_ script: inout Script)
}

extension SubjectSetup {
  /// Leaves the script as it is.
  public func prepare(_ script: inout Script) {}

  /// Leaves the script as it is.
  public func prepareForExploration(_ script: inout Script) {}

  /// The phone when the app supports it, else its other idiom.
  public func defaultIdiom(among idioms: Set<Device.Idiom>) -> Device.Idiom {
    Self.preferring(.phone, among: idioms)
  }

  /// The idiom when the app supports it, else the first of the others by name.
  static func preferring(_ idiom: Device.Idiom, among idioms: Set<Device.Idiom>) -> Device.Idiom {
    idioms.contains(idiom) ? idiom : idioms.sorted { $0.rawValue > $1.rawValue }[0]
  }
}
