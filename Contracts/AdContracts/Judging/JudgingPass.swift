import AdSimulation

/// One look of the watches (or of the exploration's menu) at a stage after a step, in which what many rules read of the
/// stage (its banners, the screen on top) is read once and shared.
///
/// Nothing the app does runs while the watches judge, so a value read in a pass holds for
/// the whole pass. The values are let go when the pass ends, so no object the app released
/// is kept alive by the harness into its next turn.
@MainActor
final class JudgingPass {
  /// How many passes are under way: a pass may open inside another.
  private var depth = 0
  /// What each memo forgets when the pass ends.
  private var endings: [() -> Void] = []

  /// The simulation's pass, made on first use.
  static func of(_ simulation: Simulation) -> JudgingPass {
    simulation.shared(JudgingPass.self) { JudgingPass() }
  }

  /// Whether the watches are judging now.
  var isOpen: Bool { depth > 0 }

  /// Reads the stage in one pass: values read in the body are read once.
  func run<Result>(_ body: () -> Result) -> Result {
    depth += 1
    let result = body()
    depth -= 1
    if depth == 0 {
      for forget in endings { forget() }
    }
    return result
  }

  /// Calls the closure whenever a pass ends.
  func whenEnded(_ forget: @escaping () -> Void) {
    endings.append(forget)
  }
}

/// A value of a stage read at most once a judging pass: outside a pass it is read anew
/// each time, as the app may have changed it.
@MainActor
final class PassMemo<Value> {
  // Held strongly: the pass keeps no memo, and a strong `let` is read without touching its count.
  private let pass: JudgingPass
  @exclusivity(unchecked) private var kept: Value?

  /// A memo of the simulation's passes.
  init(_ simulation: Simulation) {
    pass = JudgingPass.of(simulation)
    pass.whenEnded { [weak self] in self?.kept = nil }
  }

  /// The value kept in this pass, or the one the closure reads now.
  func callAsFunction(_ read: () -> Value) -> Value {
    guard pass.isOpen else { return read() }
    if let kept { return kept }
    let value = read()
    kept = value
    return value
  }
}
