@_exported import AdContracts
import AdSimulation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The logic of the `adconform` command, kept apart from `main.swift` so tests can run it.
///
/// ```swift
/// let result = await AdConformCommand.run(["list", "--format", "json"], subjects: SubjectCatalogue([]))
/// print(result.standardOutput)   // the rules as a JSON array
/// ```
public enum AdConformCommand {
  /// What one run of the command printed and how it ended.
  public struct Result: Sendable {
    /// The exit status; see ``ExitCode``.
    public var status: Int32
    /// What went to standard output.
    public var standardOutput: String
    /// What went to standard error.
    public var standardError: String
  }

  /// The version of the JSON documents the command writes.
  public static let jsonVersion = 1

  /// Runs the command with the arguments that follow the program's name.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - subjects: The clients to run, each with its declaration. `adconform` hands in
  ///     its bundled example clients; a team's own executable hands in its subjects.
  public static func run(_ arguments: [String], subjects: SubjectCatalogue) async -> Result {
    var parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments.parse(arguments)
    } catch {
      return usageError(error)
    }
    let notes = DeprecationNotes()
    for given in parsed.formerNames {
      if let current = CommandLineOption.named(given)?.name { notes.note("'\(given)' is now spelled '\(current)'.") }
    }
    parsed.rules = parsed.rules.map { notes.current($0, in: subjects.catalogue) }
    parsed.ruleID = parsed.ruleID.map { notes.current($0, in: subjects.catalogue) }
    var result = await DeprecationNotes.$collecting.withValue(notes) { await run(parsed, subjects: subjects) }
    result.standardError = notes.text + result.standardError
    return result
  }

  /// Runs the command on subjects that declare nothing, wrapped in a `SubjectCatalogue`.
  ///
  /// Kept for the code written before the catalogue: it passes an array.
  @available(*, deprecated, message: "pass SubjectCatalogue(subjects), or SubjectCatalogue(entries:) with declarations")
  public static func run(_ arguments: [String], subjects: [Subject]) async -> Result {
    await run(arguments, subjects: SubjectCatalogue(subjects))
  }

  private static func run(_ parsed: CommandLineArguments, subjects: SubjectCatalogue) async -> Result {
    let output = parsed.output.map { path in
      OutputFile(
        path: path, inputs: inputs(of: parsed),
        scriptsFolder: parsed.subcommand == .explore ? parsed.scriptsFolder : nil)
    }
    do {
      try output?.check()
    } catch {
      return outputError(error)
    }
    do {
      let (status, text) = try await perform(parsed, clients: subjects)
      if let output {
        do {
          try output.write(text)
        } catch {
          return outputError(error)
        }
        return Result(status: status.rawValue, standardOutput: "", standardError: "")
      }
      return Result(status: status.rawValue, standardOutput: text, standardError: "")
    } catch let error as CommandLineError {
      return usageError(error)
    } catch let error as ScriptsFolderError {
      return Result(
        status: error.exitCode.rawValue, standardOutput: "", standardError: "\(programName): error: \(error)\n")
    } catch let error as SelectionError {
      return Result(
        status: ExitCode.nothingMatched.rawValue, standardOutput: "",
        standardError: "\(programName): \(error)\n")
    } catch {
      return Result(
        status: ExitCode.usage.rawValue, standardOutput: "", standardError: "\(programName): error: \(error)\n")
    }
  }

  static func usageError(_ error: CommandLineError) -> Result {
    Result(
      status: ExitCode.usage.rawValue, standardOutput: "",
      standardError: "\(programName): error: \(error)\nRun '\(programName) --help' for usage.\n")
  }

  static func outputError(_ error: OutputFileError) -> Result {
    Result(status: error.exitCode.rawValue, standardOutput: "", standardError: "\(programName): error: \(error)\n")
  }

  /// The files the command reads, which `--output` must not replace.
  static func inputs(of arguments: CommandLineArguments) -> [OutputFile.Input] {
    var inputs: [OutputFile.Input] = []
    if let baseline = arguments.baseline {
      inputs.append(.init(role: "the baseline file given to --baseline", path: baseline))
    }
    if arguments.subcommand == .play, let script = arguments.scriptPath {
      inputs.append(.init(role: "the script 'play' reads", path: script))
    }
    return inputs
  }

  static func perform(
    _ arguments: CommandLineArguments, clients catalog: SubjectCatalogue
  ) async throws -> (ExitCode, String) {
    let clients = catalog.entries
    switch arguments.subcommand {
    case .help: return (.conforming, Help.text(program: programName))
    case .list: return (.conforming, try list(arguments, rules: catalog.catalogue))
    case .subjects: return (.conforming, subjects(arguments, clients: clients))
    case .coverage: return (.conforming, Coverage.markdown(of: catalog.catalogue))
    case .explain: return try await explain(arguments, clients: catalog)
    case .check: return try await check(arguments, clients: clients, rules: catalog.catalogue)
    case .run: return try await runMatrix(arguments, clients: clients, rules: catalog.catalogue)
    case .bench: return try await runBench(arguments, clients: clients, rules: catalog.catalogue)
    case .play: return try await play(arguments, clients: clients, rules: catalog.catalogue)
    case .explore: return try await explore(arguments, clients: clients, rules: catalog.catalogue)
    }
  }

  /// Runs the command-line program: prints the result and exits with its status.
  ///
  /// - Parameter subjects: The clients to run, each with its declaration. `adconform`'s
  ///   own `main.swift` hands in the bundled example clients; a team's own gate is an
  ///   executable whose `main.swift` is
  ///   `await AdConformCommand.main(subjects: SubjectCatalogue(MySubjects.all))`.
  ///
  /// Each rule's run is a fresh launch of this program, as each run of an app on a device
  /// is a launch of its own: a new process, forked from the program as it loaded, goes on
  /// into `main` again, which hands it the same subjects, does that one run and reports
  /// back. So whatever a `main.swift` does before this call, it does in each launch too.
  ///
  /// While the clients run, whatever they print goes to standard error, so the document
  /// on standard output stays exactly what the command wrote. When standard output
  /// closes early (`adconform check | head`), the command stops writing quietly and exits
  /// with the status it would have had.
  public static func main(subjects: SubjectCatalogue) async -> Never {
    Simulation.keepFreedMemory()
    await subjects.serveFreshLaunch()
    let subjects = subjects.launchingFromProgram
    DescriptorWriter.ignoreBrokenPipes()
    WorkerProcesses.mayStart.store(true, ordering: .relaxed)
    let guarded = StandardOutputGuard()
    let result = await $programName.withValue(programName(fromPath: CommandLine.arguments.first)) {
      await run(Array(CommandLine.arguments.dropFirst()), subjects: subjects)
    }
    exit(deliver(result, output: guarded?.document ?? STDOUT_FILENO, error: STDERR_FILENO))
  }

  /// Runs the command on subjects that declare nothing, wrapped in a `SubjectCatalogue`.
  ///
  /// Kept for the gate executables written before the catalogue: they pass an array.
  @available(*, deprecated, message: "pass SubjectCatalogue(subjects), or SubjectCatalogue(entries:) with declarations")
  public static func main(subjects: [Subject]) async -> Never {
    await main(subjects: SubjectCatalogue(subjects))
  }

  /// Writes a result's text to the output and error descriptors and returns the status
  /// to exit with.
  ///
  /// An output nobody reads any more (a closed pipe) or a closed descriptor is no error:
  /// the text is dropped and the status stays the result's. Any other failure to write
  /// the document (a full disk) is reported on the error descriptor, with status 1.
  static func deliver(
    _ result: Result, output: Int32, error: Int32, writer: DescriptorWriter = .system
  ) -> Int32 {
    fflush(nil)
    var status = result.status
    var errors = result.standardError
    if !result.standardOutput.isEmpty, case .failed(let code) = writer.write(result.standardOutput, to: output) {
      errors +=
        "\(programName): error: expected to write the report to standard output, but writing failed ("
        + DescriptorWriter.describe(code) + "); check that the file or device it goes to has room.\n"
      status = ExitCode.violations.rawValue
    }
    if !errors.isEmpty {
      _ = writer.write(errors, to: error)
    }
    return status
  }
}
