/// What every bundled example client declares about itself.
///
/// The catalogue-against-fixtures test and `adconform` hold each client to its
/// declaration: a conforming client passes every rule; a faulty one breaks exactly the
/// rules it lists, no more and no fewer.
public protocol ExampleClient {
  /// The ids of the rules the client breaks; empty for a conforming client.
  static var violates: [String] { get }
  /// One sentence on what the client does, for `adconform subjects`.
  static var summary: String { get }
  /// The ids of the rules the client gives the harness no way to decide, such as an
  /// expiry check on the wall clock; they must report unverified, never pass.
  static var unverifiable: [String] { get }
  /// The ids of the rules only exploration finds the client breaking: each rule's own
  /// scenario passes it, and a random order of steps does not.
  static var explorationFinds: [String] { get }
}

extension ExampleClient {
  /// No rule is beyond the harness's reach.
  public static var unverifiable: [String] { [] }
  /// No bug that only exploration finds.
  public static var explorationFinds: [String] { [] }
}

/// A client that has moments when it may refuse an ad action, such as a purchase.
@MainActor
public protocol BusyMomentReporting {
  /// Enters the busy moment.
  func beginBusyMoment()
}
