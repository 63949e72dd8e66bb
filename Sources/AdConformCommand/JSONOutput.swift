import AdContracts
import Foundation

/// The documents `--format json` writes; every document but `list` carries a version.
package enum JSONOutput {
  /// A rule, as `list` and `explain` write it.
  struct Rule: Codable, Equatable {
    var id: String
    var kind: String
    var severity: String
    var title: String
    var guide: String
    var explanation: String
    var fix: String
    /// Whether the rule's property judges any run, as `explore` and `play` watch it.
    var judgesAnyRun: Bool
    /// The same as ``judgesAnyRun``, under its earlier name.
    var monitor: Bool

    init(_ rule: AdContracts.Rule) {
      id = rule.id
      kind = rule.kind.rawValue
      severity = rule.severity.rawValue
      title = rule.title
      guide = rule.guide
      explanation = rule.explanation
      fix = rule.fix
      judgesAnyRun = rule.isMonitor
      monitor = rule.isMonitor
    }
  }

  /// A bundled client, as `subjects` writes it.
  struct Client: Codable, Equatable {
    var name: String
    var kind: String
    /// Whether the client declares anything; `false` for a team's own subject.
    var declared: Bool
    /// Whether it declares that it keeps every rule verifiably; `false` when undeclared.
    var conforms: Bool
    var violates: [String]
    var summary: String
  }

  /// What `check` writes.
  struct Check: Codable {
    /// One verdict and what the gate made of it.
    struct Result: Codable {
      var report: Report
      /// `pass`, `fail`, `warn`, `unverified`, `accepted` or `expired`.
      var gate: String

      enum CodingKeys: String, CodingKey { case gate }

      init(report: Report, gate: String) {
        self.report = report
        self.gate = gate
      }

      init(from decoder: any Decoder) throws {
        report = try Report(from: decoder)
        gate = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .gate)
      }

      func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gate, forKey: .gate)
      }
    }

    /// A baseline entry, as the document lists stale ones.
    struct Deviation: Codable {
      var rule: String
      var client: String
      var reason: String
      var expires: String

      init(_ deviation: Baseline.Deviation) {
        rule = deviation.rule
        client = deviation.client
        reason = deviation.reason
        expires = deviation.expires.description
      }
    }

    var version: Int
    var strict: Bool
    var gate: String
    /// The counts, each result once; the same counts the other formats print.
    var summary: Gate.Tally
    var results: [Result]
    var stale: [Deviation]
  }

  /// What the default run writes.
  struct Matrix: Codable {
    /// One client's verdicts.
    struct Row: Codable {
      var name: String
      /// Whether the client declares what it keeps and breaks; a team's own subject
      /// declares nothing.
      var declared: Bool
      var violates: [String]
      /// Whether every verdict is what the client declares (for a client that declares
      /// nothing: whether no MUST rule failed).
      var asDeclared: Bool
      var results: [Report]
    }
    /// The matrix's cells, counted as the text format's closing line counts them.
    struct Summary: Codable, Equatable {
      /// Cells whose verdict is what the client declares.
      var passed = 0
      /// Cells whose verdict is not.
      var failed = 0
    }
    var version: Int
    var asDeclared: Bool
    var summary: Summary
    var clients: [Row]
  }

  package static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
