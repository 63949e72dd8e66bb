import AdContracts

/// The independent apps: clients written apart from the rules, from the fakes' public API
/// and the published shape of real ad code, each with what its verdict table says of it.
///
/// Each run of theirs is a fresh launch of the program, as each run of an app on a device
/// is a launch of its own.
public enum IndependentApps: SubjectList {
  /// Every app's subjects, in the catalog's order.
  public static let subjects: [Subject] = catalog.entries.map(\.subject)
}
