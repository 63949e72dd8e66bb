import AdSimulation

extension Exploration {
  /// What one played scenario showed: the steps it took and the first time each rule, or
  /// the SDK's rules of use, were broken.
  struct Playthrough {
    /// The steps, as drawn or as given.
    var script: Script
    /// The first violation of each rule, in the order they came.
    var detections: [Detection]
    /// The whole trace.
    var trace: Trace
    /// The watched rules whose properties the run reached, each with the step count at
    /// which it was first seen reached.
    var reached: [(rule: String, step: Int)] = []
  }

  /// One rule broken in a run.
  struct Detection {
    /// The rule's id, or `misuse.<event>` for SDK misuse, or `run.never-settles`.
    var key: String
    /// The rule, when a monitor found it.
    var rule: Rule?
    var violation: Rule.Violation
    /// How many steps had run when it was seen.
    var step: Int
  }

  /// Whether a play stops at its first finding, at a given one, or goes to the end.
  enum Stop {
    case first
    case key(String)
    case never

    /// The stop as a launch request names it: `nil` for the first, `""` for none.
    var key: String? {
      switch self {
      case .first: nil
      case .key(let key): key
      case .never: ""
      }
    }

    func ends(after detections: [Detection]) -> Bool {
      switch self {
      case .first: !detections.isEmpty
      case .key(let key): detections.contains { $0.key == key }
      case .never: false
      }
    }
  }
}
