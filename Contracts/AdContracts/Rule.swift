import AdSimulation

/// One rule of an ad SDK's programming guide, with the check that proves a client keeps it.
///
/// Contracts are values: a parameterised Swift Testing test iterates a catalogue such as
/// ``IAdBannerRules/all``, and `adconform` runs the same values. Each has a stable id,
/// a severity, the guide section it comes from, and a fix to suggest when it fails.
public struct Rule: Sendable, Identifiable, Hashable, CustomStringConvertible {
  /// How much a broken rule matters to a gate.
  public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    /// The guide requires it: a failure fails the gate.
    case must = "MUST"
    /// The guide recommends it: a failure warns unless the gate is strict.
    case should = "SHOULD"
  }

  /// The stable id, `kind.rule`, for example `iad.banner.hidden-after-failure`.
  public let id: String
  /// The kind of ad.
  public let kind: Kind
  /// Whether the guide requires or recommends the rule.
  public let severity: Severity
  /// The rule in one line.
  public let title: String
  /// The guide section the rule comes from, for example `Working with Banner Views › Error Handling`.
  public let guide: String
  /// Why the rule exists and how the check reads the guide where it is open to doubt.
  public let explanation: String
  /// What to change in a client that breaks the rule.
  public let fix: String
  let check: @MainActor @Sendable (any Stage) async -> Outcome
  /// The device a rule's scenario runs on, when it is not the kind's usual one.
  let idiom: Device.Idiom?
  /// Where the rule stands in its guide and the word that sets its grade.
  public let basis: Basis
  /// The rule's invariant, when it holds over any run; see ``isMonitor``.
  public internal(set) var monitor: Monitor?
  /// How many witness scenarios the check plays, each in a run of its own (a fresh launch
  /// where the subject has one); the check reads which from ``witness``.
  let witnesses: Int

  /// The position, from 0, of the witness scenario the check is playing: a rule with
  /// several plays each in its own run, since what one run leaves (an offer the app makes
  /// once, a reward already paid) would hide what the next is there to show.
  @TaskLocal static var witness = 0

  /// Creates a rule of a kind that plugs into the harness: its id, grade, words and check.
  ///
  /// The check runs on the kind's stage, which the subject's setup makes for each run.
  /// Each rule states its ``Basis``, as the bundled rules do.
  ///
  /// ```swift
  /// let rule = Rule(
  ///   "acme.native.shown-when-loaded", .must, basis: basis,
  ///   title: "The ad view is on screen once its ad loads.", guide: "Native ads › Showing",
  ///   explanation: "…", fix: "add the ad view in the load callback."
  /// ) { (run: NativeAdRun) in
  ///   await run.perform(.respond(.fill()))
  ///   return run.isShowing ? .pass("shown") : .fail(expected: "the ad on screen", actual: "it was not")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The stable id; it begins with the kind's ``Kind/ruleIDPrefix``.
  ///   - severity: Whether the guide requires or recommends the rule; the basis's grade.
  ///   - basis: Where the rule stands in its guide and the word that grades it.
  ///   - title: The rule in one line.
  ///   - guide: The guide section the rule comes from.
  ///   - explanation: Why the rule exists and how the check reads the guide.
  ///   - fix: What to change in a client that breaks it.
  ///   - idiom: The device the scenario runs on, when it is not the kind's usual one.
  ///   - monitor: The rule's invariant, for a rule that holds over any run; exploration
  ///     watches it over random scenarios.
  ///   - check: Plays the rule's scenario on the kind's stage and concludes.
  public init<Run: Stage>(
    _ id: String, _ severity: Severity, basis: Basis, title: String, guide: String,
    explanation: String, fix: String, idiom: Device.Idiom? = nil, monitor: Monitor? = nil,
    check: @escaping @MainActor @Sendable (Run) async -> Outcome
  ) {
    precondition(
      id.hasPrefix(Run.kind.ruleIDPrefix),
      "Expected the id of a \(Run.kind) rule to begin with '\(Run.kind.ruleIDPrefix)', but got '\(id)'.")
    precondition(
      basis.grade == severity,
      "Expected \(id)'s severity to be its basis's grade, \(basis.grade.rawValue), but got \(severity.rawValue).")
    self.init(
      id, severity, title: title, guide: guide, explanation: explanation, fix: fix, idiom: idiom,
      basis: basis, check: check)
    self.monitor = monitor
  }

  /// Creates one of the bundled rules, with its basis and its property inline.
  ///
  /// The property judges any run (``monitor``); the check plays the rule's witnesses,
  /// which drive a run to where the property is exercised, and says what it observed.
  init<Run: Stage>(
    _ id: String, _ severity: Severity, title: String, guide: String, explanation: String,
    fix: String, idiom: Device.Idiom? = nil, basis: Basis, witnesses: Int = 1, property: Monitor? = nil,
    check: @escaping @MainActor @Sendable (Run) async -> Outcome
  ) {
    precondition(witnesses >= 1, "Expected \(id) to play at least one witness scenario, but it names \(witnesses).")
    self.id = id
    self.kind = Run.kind
    self.severity = severity
    self.title = title
    self.guide = guide
    self.explanation = explanation
    self.fix = fix
    self.idiom = idiom
    self.basis = basis
    self.monitor = property
    self.witnesses = witnesses
    self.check = { stage in
      guard let run = stage as? Run else {
        return .unverified("\(id) runs on a \(Run.kind) stage, but the subject's setup made a \(type(of: stage)).")
      }
      return await check(run)
    }
  }

  /// The id and severity, for example `iad.banner.hidden-after-failure (MUST)`.
  public var description: String { "\(id) (\(severity.rawValue))" }

  /// Contracts are the same when their ids are.
  public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
