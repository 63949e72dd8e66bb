import AdContracts
import AdSimulation
import Foundation

/// Deviations a team has accepted for now, so a gate can be adopted gradually.
///
/// The file is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "deviations": [
///     { "rule": "iad.banner.placed-at-edge", "client": "ArticleViewController",
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

  /// The members an entry has, each once.
  static let fields = ["rule", "client", "reason", "expires"]

  /// The members the file has.
  static let topLevelFields = ["version", "deviations"]

  /// Reads a baseline file and checks each entry against the rules and clients there are.
  ///
  /// The file is read by the same JSON reader as scripts, so a syntax error, a member
  /// named twice or a value of the wrong type is reported at its line and column.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - rules: The ids of every rule in the catalogue.
  ///   - clients: The names of every client the command knows, selected or not.
  ///   - ruleKinds: The kind of each rule, by id.
  ///   - clientKinds: The kind of each client, by name. An entry whose rule is of another
  ///     kind than its client could never apply, and is an error.
  /// - Throws: ``BaselineError`` naming the file, the line and column, the entry and what
  ///   was expected.
  static func load(
    path: String, rules: [String], clients: [String], ruleKinds: [String: String] = [:],
    clientKinds: [String: String] = [:]
  ) throws(BaselineError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try SourceFile.read(atPath: path)
    } catch {
      throw .unreadable(path: path, reason: error.description)
    }
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw BaselineError(error, path: path)
    }
    func invalid(at offset: Int, _ place: String, expected: String, found: String) -> BaselineError {
      let position = document.position(of: offset)
      return .invalid(
        path: path, line: position.line, column: position.column, place: place, expected: expected, found: found)
    }
    let root = document.root
    guard case .object = root.content else {
      throw invalid(
        at: root.offset, "", expected: "a JSON object with \"version\" and \"deviations\"", found: root.typeName)
    }
    if let member = root.members?.first(where: { !topLevelFields.contains($0.key) }) {
      let guess = Spelling.nearest(to: member.key, among: topLevelFields).map { "; did you mean \"\($0)\"?" } ?? ""
      throw invalid(
        at: member.keyOffset, Excerpt.escaped(member.key), expected: "only \"version\" and \"deviations\"",
        found: Excerpt.quoted(member.key) + guess)
    }
    guard let version = root["version"] else {
      throw invalid(
        at: root.offset, "", expected: "a member \"version\" with the number 1", found: "an object without it")
    }
    guard case .number(1) = version.content else {
      throw invalid(at: version.offset, "version", expected: "the number 1", found: version.typeName)
    }
    guard let list = root["deviations"] else {
      throw invalid(
        at: root.offset, "", expected: "a member \"deviations\" with an array of entries", found: "an object without it"
      )
    }
    guard case .array(let entries) = list.content else {
      throw invalid(at: list.offset, "deviations", expected: "an array of objects", found: list.typeName)
    }
    var deviations: [Deviation] = []
    // Each rule and client pair's entry, so a repeat is found without a scan per entry.
    var listed: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let place = "deviations[\(index)]"
      guard let members = entry.members else {
        throw invalid(
          at: entry.offset, place, expected: "an object with \"rule\", \"client\", \"reason\" and \"expires\"",
          found: entry.typeName)
      }
      if let member = members.first(where: { !fields.contains($0.key) }) {
        let guess = Spelling.nearest(to: member.key, among: fields).map { "; did you mean \"\($0)\"?" } ?? ""
        throw invalid(
          at: member.keyOffset, "\(place).\(Excerpt.escaped(member.key))",
          expected: "only \"rule\", \"client\", \"reason\" and \"expires\"", found: Excerpt.quoted(member.key) + guess)
      }
      func field(_ name: String) throws(BaselineError) -> (text: String, offset: Int) {
        guard let value = entry[name] else {
          throw invalid(
            at: entry.offset, "\(place).\(name)", expected: "a non-empty string", found: "no \"\(name)\" member")
        }
        guard case .string(let text) = value.content, !text.isEmpty else {
          throw invalid(at: value.offset, "\(place).\(name)", expected: "a non-empty string", found: value.typeName)
        }
        return (text, value.offset)
      }
      func known(_ name: String, among names: [String], from command: String) throws(BaselineError) -> String {
        let (value, offset) = try field(name)
        // A rule id from before the SDK scopes still names its rule, with a note.
        if name == "rule", Catalogue.currentSpelling(of: value).note != nil {
          let current = Catalogue.currentSpelling(of: value).id
          if names.contains(current) { return DeprecationNotes.collecting?.noting(value) ?? current }
        }
        guard names.contains(value) else {
          let guess = Spelling.nearest(to: value, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
          throw invalid(
            at: offset, "\(place).\(name)",
            expected: "a \(name == "rule" ? "rule id" : "client name") from '\(command)'",
            found: Excerpt.quoted(value) + guess)
        }
        return value
      }
      // An entry for a withdrawn rule accepts nothing any more; it is set aside with a note.
      if let value = try? field("rule").text, let reason = Catalogue.withdrawnRules[value], !rules.contains(value) {
        DeprecationNotes.collecting?.note(
          "baseline entry \(place) names rule '\(value)', which was withdrawn; remove the entry. Why: \(reason)")
        continue
      }
      let rule = try known("rule", among: rules, from: "\(AdConformCommand.programName) list")
      let client = try known("client", among: clients, from: "\(AdConformCommand.programName) subjects")
      if let ruleKind = ruleKinds[rule], let clientKind = clientKinds[client], ruleKind != clientKind {
        throw invalid(
          at: entry.offset, place, expected: "a rule of \(client)'s kind, \(clientKind)",
          found: "\(rule), a rule of kind \(ruleKind), which never runs against \(client); the entry can never apply")
      }
      let reason = try field("reason").text
      let expiry = try field("expires")
      guard let expires = CalendarDay(expiry.text) else {
        throw invalid(
          at: expiry.offset, "\(place).expires", expected: "a real day as YYYY-MM-DD",
          found: Excerpt.quoted(expiry.text))
      }
      if let first = listed[rule + "\u{0}" + client] {
        throw invalid(
          at: entry.offset, place, expected: "one entry per rule and client",
          found: "a second entry for \(rule) and \(client) (the first is deviations[\(first)], at "
            + "\(document.position(of: entries[first].offset)))")
      }
      listed[rule + "\u{0}" + client] = deviations.count
      deviations.append(Deviation(rule: rule, client: client, reason: reason, expires: expires))
    }
    return Baseline(deviations: deviations)
  }
}

/// A baseline file that cannot be used; the message names the file, the place and the entry.
enum BaselineError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read; the reason is in plain words.
  case unreadable(path: String, reason: String)
  /// The file is not valid JSON, or not UTF-8, at the line and column; `place` names the
  /// member the problem is in, and is empty outside any member.
  case syntax(path: String, line: Int, column: Int, place: String, expected: String, found: String)
  /// A value in the file is not what a baseline allows.
  case invalid(path: String, line: Int, column: Int, place: String, expected: String, found: String)

  /// The reader's error, in the baseline file at `path`.
  init(_ error: JSONReader.Error, path: String) {
    let position = error.position
    self =
      error.isSyntax
      ? .syntax(
        path: path, line: position.line, column: position.column, place: error.path, expected: error.expected,
        found: error.found)
      : .invalid(
        path: path, line: position.line, column: position.column, place: error.path, expected: error.expected,
        found: error.found)
  }

  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return
        "cannot read the baseline '\(path)': \(reason). Write one as the article The CI gate and the baseline shows, or leave out --baseline."
    case .syntax(let path, let line, let column, let place, let expected, let found):
      return "baseline \(path):\(line):\(column): \(place.isEmpty ? "" : "\(place): ")not valid JSON: "
        + "expected \(expected), but found \(found)."
    case .invalid(let path, let line, let column, let place, let expected, let found):
      return "baseline \(path):\(line):\(column): \(place.isEmpty ? "" : "\(place): ")"
        + "expected \(expected), but found \(found)" + (found.hasSuffix("?") ? "" : ".")
    }
  }
}
