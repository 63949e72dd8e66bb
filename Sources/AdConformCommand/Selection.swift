import AdContracts

/// A filter on the command line that matched nothing.
struct SelectionError: Error, CustomStringConvertible {
  var description: String
}

extension AdConformCommand {
  /// The fixtures the `--subject` options name, or all of them.
  package static func selectFixtures(_ names: [String], from clients: [SubjectCatalogue.Entry]) throws
    -> [SubjectCatalogue
    .Entry]
  {
    guard !names.isEmpty else { return clients }
    return try names.map { name in
      guard let fixture = clients.first(where: { $0.subject.name == name }) else {
        let names = clients.map(\.subject.name)
        let listing = "run '\(AdConformCommand.programName) subjects' to see them."
        let advice = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? Or \(listing)" } ?? listing
        throw SelectionError(description: "no client is named '\(name)'; \(advice)")
      }
      return fixture
    }
  }

  /// The rules of the catalogue the `--rule` patterns match, or all of them.
  package static func selectRules(_ patterns: [String], from rules: Catalogue) throws -> [Rule] {
    guard !patterns.isEmpty else { return rules.rules }
    let selected = rules.rules.filter { rule in
      patterns.contains { matches(rule.id, $0) }
    }
    guard !selected.isEmpty else {
      throw SelectionError(
        description:
          "no rule matches \(patterns.map { "'\($0)'" }.joined(separator: ", ")); run '\(AdConformCommand.programName) list' to see them."
      )
    }
    return selected
  }

  static func matches(_ id: String, _ pattern: String) -> Bool {
    if pattern.hasSuffix("*") { return id.hasPrefix(String(pattern.dropLast())) }
    if pattern.hasSuffix(".") { return id.hasPrefix(pattern) }
    return id == pattern
  }
}
