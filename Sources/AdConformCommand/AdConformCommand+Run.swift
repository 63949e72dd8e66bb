import AdContracts

extension AdConformCommand {
  /// Runs the selected rules against the selected clients and prints the matrix.
  ///
  /// A cell passes when its verdict is what the client declares; a team's own subject
  /// declares nothing, and its cells pass unless a MUST rule fails, as in the gate.
  static func runMatrix(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let fixtures = try selectFixtures(arguments.subjects, from: clients)
    let rules = try selectRules(arguments.rules, from: rules)
    var rows: [JSONOutput.Matrix.Row] = []
    var summary = JSONOutput.Matrix.Summary()
    let runs = fixtures.map { fixture in
      rules.filter { $0.kind == fixture.subject.kind }.map { (rule: $0, subject: fixture.subject) }
    }
    let all: [Report] = await Rule.run(runs.flatMap { $0 })
    var verdicts = all[...]
    for (fixture, fixtureRuns) in zip(fixtures, runs) {
      let reports = Array(verdicts.prefix(fixtureRuns.count))
      verdicts = verdicts.dropFirst(fixtureRuns.count)
      let expected = reports.filter(fixture.expects).count
      summary.passed += expected
      summary.failed += reports.count - expected
      rows.append(
        .init(
          name: fixture.subject.name, declared: fixture.isDeclared, violates: fixture.violates.sorted(),
          asDeclared: expected == reports.count, results: reports))
    }
    let allAsDeclared = rows.allSatisfy(\.asDeclared)
    let status: ExitCode = allAsDeclared ? .conforming : .violations
    if arguments.format == .json {
      return (
        status,
        JSONOutput.encode(
          JSONOutput.Matrix(version: jsonVersion, asDeclared: allAsDeclared, summary: summary, clients: rows))
      )
    }
    return (status, MatrixText(rules: rules, fixtures: fixtures, rows: rows, summary: summary).render())
  }
}
