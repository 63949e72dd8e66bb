extension Rule {
  /// What a watch keeps between the events and steps it sees, in one cell its closures
  /// share.
  ///
  /// A variable the closures capture is checked for overlapping access at every read and
  /// write while the program runs; a watch runs after every step of every scenario, so the
  /// shared watches (``Watch/lasting(longerThan:on:applies:_:)``, the action monitors)
  /// keep their state here instead, where the compiler's static checks are the only ones.
  /// A watch's closures run one at a time on the main actor, so no two accesses overlap.
  final class WatchState<Value> {
    /// The state now.
    @exclusivity(unchecked) var value: Value

    /// A cell holding the state at its start.
    init(_ value: Value) { self.value = value }
  }
}
