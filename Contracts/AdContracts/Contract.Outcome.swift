extension Contract {
  /// What a check concluded about one client.
  public enum Outcome: Sendable, Hashable {
    /// The client kept the rule in the scenario.
    case pass
    /// The client broke the rule: what the guide expects and what happened instead.
    case fail(expected: String, actual: String)
    /// The check could not decide: the subject lacks a probe or hook, named here.
    case unverified(String)
    /// The rule does not apply to this client, for the reason given.
    case notApplicable(String)
  }
}
