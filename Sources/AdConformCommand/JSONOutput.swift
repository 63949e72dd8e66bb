import AdContracts
import Foundation

/// The documents `--format json` writes; every document but `list` carries a version.
enum JSONOutput {
  /// A rule, as `list` and `explain` write it.
  struct Rule: Codable, Equatable {
    var id: String
    var kind: String
    var severity: String
    var title: String
    var guide: String
    var explanation: String
    var fix: String

    init(_ contract: Contract) {
      id = contract.id
      kind = contract.kind.rawValue
      severity = contract.severity.rawValue
      title = contract.title
      guide = contract.guide
      explanation = contract.explanation
      fix = contract.fix
    }
  }

  /// A bundled client, as `subjects` writes it.
  struct Client: Codable, Equatable {
    var name: String
    var kind: String
    var conforms: Bool
    var violates: [String]
    var summary: String
  }

  /// Counts of verdicts.
  struct Summary: Codable, Equatable {
    var passed = 0
    var failed = 0
    var warned = 0
    var unverified = 0
    var notApplicable = 0
    var accepted = 0
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
    var summary: Summary
    var results: [Result]
    var stale: [Deviation]
  }

  /// What the default run writes.
  struct Matrix: Codable {
    struct Row: Codable {
      var name: String
      var violates: [String]
      var asDeclared: Bool
      var results: [Report]
    }
    var version: Int
    var asDeclared: Bool
    var clients: [Row]
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
