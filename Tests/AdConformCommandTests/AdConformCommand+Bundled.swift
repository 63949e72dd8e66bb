import AdConformBench
import AdConformCommand
import ExampleSubjects

extension AdConformCommand {
  /// Runs the command on the bundled example clients, as `adconform` itself does.
  static func run(_ arguments: [String]) async -> Result {
    AdConformBench.install()
    return await run(arguments, subjects: Fixtures.catalog)
  }
}
