extension SubjectCatalogue {
  /// One client of a catalogue: a subject with what it declares about itself.
  public struct Entry: Sendable, Identifiable, CustomStringConvertible {
    /// The client, ready to run rules against.
    public internal(set) var subject: Subject
    /// The ids of the rules the client declares it breaks; empty when it conforms.
    public let violates: Set<String>
    /// One sentence on what the client does.
    public let summary: String
    /// The ids of the rules the client declares the harness cannot decide for it.
    public let unverifiable: Set<String>
    /// The ids of the rules the client declares only exploration finds it breaking: each
    /// rule's own scenario passes it.
    public let explorationFinds: Set<String>
    /// Whether the client declares what it keeps and breaks; `false` for a team's own
    /// subject wrapped by ``init(subject:summary:)``, which declares nothing.
    public let isDeclared: Bool

    /// The client's name.
    public var id: String { subject.name }
    /// The client's name.
    public var description: String { subject.name }
    /// Whether the client declares that it keeps every rule, each one verifiably; `false`
    /// for a client that declares nothing.
    public var conforms: Bool { isDeclared && violates.isEmpty && unverifiable.isEmpty && explorationFinds.isEmpty }

    /// Creates a client that declares the rules it breaks, those it cannot be judged on,
    /// and those only exploration finds it breaking.
    public init(
      subject: Subject, violates: Set<String>, unverifiable: Set<String> = [], explorationFinds: Set<String> = [],
      summary: String
    ) {
      self.subject = subject
      self.explorationFinds = explorationFinds
      self.violates = violates
      self.summary = summary
      self.unverifiable = unverifiable
      self.isDeclared = true
    }

    /// Wraps a team's own subject as a client that declares nothing about itself.
    ///
    /// With no declaration to hold it to, the default run judges it as the gate does
    /// without `--strict` (see ``expects(_:)``), and `subjects` lists it as having no
    /// declaration rather than as conforming.
    public init(subject: Subject, summary: String = "") {
      self.subject = subject
      self.violates = []
      self.summary = summary
      self.unverifiable = []
      self.explorationFinds = []
      self.isDeclared = false
    }

    /// Whether a report is what this client declares: pass (or n/a) for a kept rule, a
    /// violation for a declared one, unverified for a declared unverifiable one.
    /// Otherwise unverified is acceptable only for a faulty client. A client that declares
    /// nothing is held to the gate's own rule: anything but a MUST failure is acceptable.
    public func expects(_ report: Report) -> Bool {
      guard isDeclared else { return report.status != .fail }
      if violates.contains(report.rule) { return report.status.isViolation }
      if unverifiable.contains(report.rule) { return report.status == .unverified }
      switch report.status {
      case .pass, .notApplicable: return true
      case .unverified: return !conforms && explorationFinds.isEmpty
      case .fail, .warn: return false
      }
    }
  }
}
