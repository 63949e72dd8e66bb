import Foundation

/// Deviations a team has accepted for now, so a gate can be adopted gradually.
///
/// The file is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "deviations": [
///     { "rule": "banner.placed-at-edge", "client": "ArticleViewController",
///       "reason": "Redesign in progress", "expires": "2027-03-31" }
///   ]
/// }
/// ```
///
/// A listed deviation does not fail the gate until the day after it expires; an entry
/// that no longer matches a violation is reported as stale. Every entry must name a rule
/// of the catalogue and a known client, once: a typo would otherwise accept nothing and
/// go unnoticed.
struct Baseline: Equatable {
  /// One accepted deviation.
  struct Deviation: Equatable {
    var rule: String
    var client: String
    var reason: String
    /// The last day the deviation is accepted.
    var expires: CalendarDay
  }

  var deviations: [Deviation]

  /// The deviation that covers a rule and client, if any.
  func deviation(rule: String, client: String) -> Deviation? {
    deviations.first { $0.rule == rule && $0.client == client }
  }

  /// Reads a baseline file and checks each entry against the rules and clients there are.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - rules: The ids of every rule in the catalogue.
  ///   - clients: The names of every client the command knows, selected or not.
  /// - Throws: ``BaselineError`` naming the file, the entry and what was expected.
  static func load(path: String, rules: [String], clients: [String]) throws(BaselineError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let missing = !FileManager.default.fileExists(atPath: path)
      throw .unreadable(path: path, reason: missing ? "no such file" : error.localizedDescription)
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw .invalid(path: path, place: "the file", expected: "a JSON object with \"version\" and \"deviations\"")
    }
    guard root["version"] as? Int == 1 else {
      throw .invalid(path: path, place: "\"version\"", expected: "1, found \(Self.quoted(root["version"]))")
    }
    guard let entries = root["deviations"] as? [[String: Any]] else {
      throw .invalid(path: path, place: "\"deviations\"", expected: "an array of objects")
    }
    var deviations: [Deviation] = []
    for (index, entry) in entries.enumerated() {
      let place = "deviations[\(index)]"
      func field(_ name: String) throws(BaselineError) -> String {
        guard let value = entry[name] as? String, !value.isEmpty else {
          throw .invalid(
            path: path, place: "\(place).\(name)", expected: "a non-empty string, found \(Self.quoted(entry[name]))")
        }
        return value
      }
      let unknown = Set(entry.keys).subtracting(["rule", "client", "reason", "expires"])
      if let key = unknown.sorted().first {
        throw .invalid(
          path: path, place: "\(place).\(key)", expected: "only \"rule\", \"client\", \"reason\" and \"expires\"")
      }
      func known(_ name: String, among names: [String], from command: String) throws(BaselineError) -> String {
        let value = try field(name)
        guard names.contains(value) else {
          let guess = Suggestion.closest(to: value, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
          throw .invalid(
            path: path, place: "\(place).\(name)",
            expected: "a \(name == "rule" ? "rule id" : "client name") from '\(command)', found \"\(value)\"\(guess)")
        }
        return value
      }
      let rule = try known("rule", among: rules, from: "adconform list")
      let client = try known("client", among: clients, from: "adconform subjects")
      let reason = try field("reason")
      let expiryText = try field("expires")
      guard let expires = CalendarDay(expiryText) else {
        throw .invalid(
          path: path, place: "\(place).expires", expected: "a real day as YYYY-MM-DD, found \"\(expiryText)\"")
      }
      if let first = deviations.firstIndex(where: { $0.rule == rule && $0.client == client }) {
        throw .invalid(
          path: path, place: place,
          expected: "one entry per rule and client, but deviations[\(first)] already lists \(rule) for \(client)")
      }
      deviations.append(Deviation(rule: rule, client: client, reason: reason, expires: expires))
    }
    return Baseline(deviations: deviations)
  }

  private static func quoted(_ value: Any?) -> String {
    switch value {
    case nil: "nothing"
    case let text as String: "\"\(text)\""
    case let value?: "\(value)"
    }
  }
}

/// A baseline file that cannot be used; the message names the file and the entry.
enum BaselineError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// A value in the file is not what a baseline allows.
  case invalid(path: String, place: String, expected: String)

  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read the baseline '\(path)': \(reason). Write one as the README's baseline section shows, or leave out --baseline."
    case .invalid(let path, let place, let expected):
      "baseline '\(path)', \(place): expected \(expected)" + (expected.hasSuffix("?") ? "" : ".")
    }
  }
}
