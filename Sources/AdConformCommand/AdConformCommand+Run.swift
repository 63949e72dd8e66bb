import AdContracts
import ExampleSubjects

extension AdConformCommand {
  /// Runs the selected rules against the selected bundled clients and prints the matrix.
  static func runMatrix(_ arguments: CommandLineArguments, clients: [Fixture]) async throws -> (ExitCode, String) {
    let fixtures = try selectFixtures(arguments.subjects, from: clients)
    let contracts = try selectContracts(arguments.contracts)
    var rows: [JSONOutput.Matrix.Row] = []
    for fixture in fixtures {
      var reports: [Report] = []
      for contract in contracts where contract.kind == fixture.subject.kind {
        reports.append(await contract.run(against: fixture.subject))
      }
      let asDeclared = reports.allSatisfy(fixture.expects)
      rows.append(
        .init(
          name: fixture.subject.name, violates: fixture.violates.sorted(), asDeclared: asDeclared,
          results: reports))
    }
    let allAsDeclared = rows.allSatisfy(\.asDeclared)
    let status: ExitCode = allAsDeclared ? .conforming : .violations
    if arguments.format == .json {
      return (status, JSONOutput.encode(JSONOutput.Matrix(version: jsonVersion, asDeclared: allAsDeclared, clients: rows)))
    }
    return (status, MatrixText(contracts: contracts, fixtures: fixtures, rows: rows).render())
  }
}
