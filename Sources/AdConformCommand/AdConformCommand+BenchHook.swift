import AdContracts
import Synchronization

extension AdConformCommand {
  /// What runs `bench`: the arguments, the clients and the rules in, the exit status and
  /// the text out.
  package typealias BenchRunner =
    @Sendable (CommandLineArguments, [SubjectCatalogue.Entry], Catalogue) async throws -> (ExitCode, String)

  /// The bench, once a program installs it: only the `adconform` program links the bench,
  /// so a team's gate executable does not carry it.
  private static let benchRunner = Mutex<BenchRunner?>(nil)

  /// Makes `bench` run the runner; the `adconform` program installs the bench before it
  /// calls ``main(subjects:)``.
  package static func installBench(_ runner: @escaping BenchRunner) {
    benchRunner.withLock { $0 = runner }
  }

  /// Runs the installed bench.
  ///
  /// - Throws: ``CommandLineError/benchNotInProgram`` in a program that installed none.
  static func runBench(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    guard let runner = benchRunner.withLock({ $0 }) else { throw CommandLineError.benchNotInProgram }
    return try await runner(arguments, clients, rules)
  }
}
