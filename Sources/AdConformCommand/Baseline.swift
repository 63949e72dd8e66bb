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
/// that no longer matches a violation is reported as stale.
struct Baseline: Equatable {
  /// One accepted deviation.
  struct Deviation: Equatable {
    var rule: String
    var client: String
    var reason: String
    /// The last day the deviation is accepted, as `YYYY-MM-DD`.
    var expires: String
  }

  var deviations: [Deviation]

  /// The deviation that covers a rule and client, if any.
  func deviation(rule: String, client: String) -> Deviation? {
    deviations.first { $0.rule == rule && $0.client == client }
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``BaselineError`` naming the file, the entry and what was expected.
  static func load(path: String) throws(BaselineError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw .invalid(path: path, place: "the file", expected: "a JSON object with \"version\" and \"deviations\"")
    }
    guard root["version"] as? Int == 1 else {
      throw .invalid(path: path, place: "\"version\"", expected: "1, found \(root["version"].map { "\($0)" } ?? "nothing")")
    }
    guard let entries = root["deviations"] as? [[String: Any]] else {
      throw .invalid(path: path, place: "\"deviations\"", expected: "an array of objects")
    }
    var deviations: [Deviation] = []
    for (index, entry) in entries.enumerated() {
      func field(_ name: String) throws(BaselineError) -> String {
        guard let value = entry[name] as? String, !value.isEmpty else {
          throw .invalid(
            path: path, place: "deviations[\(index)].\(name)",
            expected: "a non-empty string, found \(entry[name].map { "\($0)" } ?? "nothing")")
        }
        return value
      }
      let expires = try field("expires")
      guard Self.day(expires) != nil else {
        throw .invalid(
          path: path, place: "deviations[\(index)].expires",
          expected: "a date as YYYY-MM-DD, found \"\(expires)\"")
      }
      deviations.append(
        Deviation(rule: try field("rule"), client: try field("client"), reason: try field("reason"), expires: expires))
    }
    return Baseline(deviations: deviations)
  }

  /// The day a `YYYY-MM-DD` string names, as a number that orders days, or `nil`.
  static func day(_ text: String) -> Int? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return year * 10_000 + month * 100 + day
  }

  /// Today, in UTC, as `YYYY-MM-DD`.
  static func today() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    return formatter.string(from: Date())
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
    case .unreadable(let path, let reason): "cannot read the baseline '\(path)': \(reason)."
    case .invalid(let path, let place, let expected): "baseline '\(path)', \(place): expected \(expected)."
    }
  }
}
