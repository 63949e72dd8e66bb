import AdSimulation

extension Rule {
  /// What a check concluded about one client.
  public enum Outcome: Sendable, Hashable {
    /// The client kept the rule in the scenario; the text says what the run observed.
    case pass(String)
    /// The client broke the rule: what the guide expects, what happened instead, and the
    /// event where it went wrong.
    ///
    /// The event is the one the rule judged: an object the app created, a callback, a call;
    /// for a window that ran out, the last event at or before its end. `nil` when no single
    /// event shows the failure; the report then marks no line.
    case fail(expected: String, actual: String, at: Trace.Event? = nil)
    /// The check could not decide: a missing probe or hook, or a state the run never
    /// reached, named here.
    case unverified(String)
    /// The rule does not apply to this client, for the reason given.
    case notApplicable(String)

    /// Whether the rule applies to the client: every outcome but ``notApplicable(_:)``,
    /// so that a property's violation seen in the run decides the verdict.
    var isDecided: Bool {
      if case .notApplicable = self { return false }
      return true
    }

    /// Whether the check found the rule broken.
    var isFailure: Bool {
      if case .fail = self { return true }
      return false
    }

    /// The check could not decide because the run never reached the state the rule judges.
    ///
    /// - Parameters:
    ///   - precondition: The state the observation needs, such as
    ///     `Precondition.activitiesRunningBeforeTap`.
    ///   - seen: What the run showed instead.
    public static func unmet(_ precondition: Precondition, _ seen: String) -> Outcome {
      .unverified("precondition not met (\(precondition.name)): \(seen).")
    }
  }
}
