import AdContracts

extension AdConformCommand {
  static func list(_ arguments: CommandLineArguments, rules: Catalogue) throws -> String {
    let rules = rules.rules
    if arguments.format == .json {
      return JSONOutput.encode(rules.map(JSONOutput.Rule.init))
    }
    let width = rules.map(\.id.count).max() ?? 0
    var lines = rules.map { rule in
      let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = rule.severity.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
      return "\(id)  \(severity)  \(rule.isMonitor ? "any run   " : "scenario  ")\(rule.title)"
    }
    let properties = rules.filter(\.isMonitor).count
    let scenarioOnly = rules.count - properties
    lines.append("")
    lines.append(
      "\(rules.count) rules; \(properties) judge any run (their property watches check's scenarios, 'explore', 'play'"
        + " and the test adapter alike)"
        + (scenarioOnly == 0 ? "" : ", \(scenarioOnly) only their own scenario")
        + ". '\(programName) explain ID' tells more about one.")
    return lines.joined(separator: "\n") + "\n"
  }

  static func subjects(_ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry]) -> String {
    let fixtures = clients
    if arguments.format == .json {
      return JSONOutput.encode(
        fixtures.map {
          JSONOutput.Client(
            name: $0.subject.name, kind: $0.subject.kind.rawValue, declared: $0.isDeclared, conforms: $0.conforms,
            violates: $0.violates.sorted(), summary: $0.summary)
        })
    }
    let width = fixtures.map(\.subject.name.count).max() ?? 0
    let lines = fixtures.map { fixture in
      let name = fixture.subject.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let declared = Self.declaration(fixture)
      let headline = "\(name)  \(fixture.subject.kind.rawValue)  \(declared)"
      guard !fixture.summary.isEmpty else { return headline }
      return headline + "\n" + String(repeating: " ", count: width + 2) + fixture.summary
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a client declares, in words: conforms, breaks these rules, cannot be judged on
  /// those; "no declaration" for a team's own subject, which declares nothing.
  static func declaration(_ fixture: SubjectCatalogue.Entry) -> String {
    guard fixture.isDeclared else { return "no declaration" }
    var parts: [String] = []
    if !fixture.violates.isEmpty { parts.append("breaks " + fixture.violates.sorted().joined(separator: ", ")) }
    if !fixture.unverifiable.isEmpty {
      parts.append("unverifiable on " + fixture.unverifiable.sorted().joined(separator: ", "))
    }
    if !fixture.explorationFinds.isEmpty {
      parts.append("explore finds it breaking " + fixture.explorationFinds.sorted().joined(separator: ", "))
    }
    return parts.isEmpty ? "conforms" : parts.joined(separator: "; ")
  }

  static func explain(
    _ arguments: CommandLineArguments, clients: SubjectCatalogue
  ) async throws -> (ExitCode, String) {
    let id = arguments.ruleID ?? ""
    guard let rule = clients.catalogue.rule(withID: id) else {
      if let reason = Catalogue.withdrawnRules[id] { throw CommandLineError.withdrawnRule(id, reason: reason) }
      throw CommandLineError.unknownRule(
        id, suggestion: Suggestion.closest(to: id, among: clients.catalogue.rules.map(\.id)))
    }
    if arguments.format == .json {
      return (.conforming, JSONOutput.encode(JSONOutput.Rule(rule)))
    }
    let basis = rule.basis
    var lines = [
      "\(rule.id) (\(rule.severity.rawValue), \(rule.kind.rawValue))",
      rule.title,
      "",
      "Guide: \"\(rule.guide)\".",
      "Grade: \(basis.grade.rawValue), from the guide's word \(basis.wordText) in \"\(basis.section)\": "
        + ([basis.sentence] + [basis.note].compactMap { $0 }).joined(separator: " "),
      "",
      rule.explanation,
      "",
      "To fix: \(rule.fix)",
    ]
    // Each example with the file that holds it, so a learner can read the code.
    func named(_ fixture: SubjectCatalogue.Entry) -> String {
      fixture.subject.name + (FixtureFiles.path(ofClient: fixture.subject.name).map { " (\($0))" } ?? "")
    }
    for fixture in clients.conforming where fixture.subject.kind == rule.kind {
      lines += ["", "\(named(fixture)) keeps it: \(fixture.summary)"]
    }
    for fixture in clients.faulty where fixture.violates.contains(rule.id) {
      lines += ["", "\(named(fixture)) breaks it: \(fixture.summary)"]
      let report = await rule.run(against: fixture.subject)
      lines.append(report.text)
    }
    return (.conforming, lines.joined(separator: "\n") + "\n")
  }
}
