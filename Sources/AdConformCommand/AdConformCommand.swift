@_exported import AdContracts
import ExampleSubjects
import Foundation

/// The logic of the `adconform` command, kept apart from `main.swift` so tests can run it.
///
/// ```swift
/// let result = await AdConformCommand.run(["list", "--format", "json"])
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
  ///   - subjects: The clients to run; the bundled example clients when `nil`. A team's
  ///     own executable passes its subjects here to gate CI on them.
  public static func run(_ arguments: [String], subjects: [Subject]? = nil) async -> Result {
    let clients = subjects.map { $0.map { Fixture(subject: $0) } } ?? Fixtures.all
    let parsed: CommandLineArguments
    do {
      parsed = try CommandLineArguments.parse(arguments)
    } catch {
      return usageError(error)
    }
    do {
      let (status, text) = try await perform(parsed, clients: clients)
      if let path = parsed.output {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
          return usageError(.cannotWrite(path: path, reason: error.localizedDescription))
        }
        return Result(status: status.rawValue, standardOutput: "", standardError: "")
      }
      return Result(status: status.rawValue, standardOutput: text, standardError: "")
    } catch let error as CommandLineError {
      return usageError(error)
    } catch let error as SelectionError {
      return Result(
        status: ExitCode.nothingMatched.rawValue, standardOutput: "",
        standardError: "adconform: \(error)\n")
    } catch {
      return Result(status: ExitCode.usage.rawValue, standardOutput: "", standardError: "adconform: error: \(error)\n")
    }
  }

  static func usageError(_ error: CommandLineError) -> Result {
    Result(
      status: ExitCode.usage.rawValue, standardOutput: "",
      standardError: "adconform: error: \(error)\nRun 'adconform --help' for usage.\n")
  }

  static func perform(
    _ arguments: CommandLineArguments, clients: [Fixture]
  ) async throws -> (ExitCode, String) {
    switch arguments.subcommand {
    case .help: return (.conforming, Help.text)
    case .list: return (.conforming, try list(arguments))
    case .subjects: return (.conforming, subjects(arguments, clients: clients))
    case .coverage: return (.conforming, Coverage.markdown())
    case .explain: return try await explain(arguments)
    case .check: return try await check(arguments, clients: clients)
    case .run: return try await runMatrix(arguments, clients: clients)
    case .bench: return try await bench(arguments, clients: clients)
    case .play: return try await play(arguments, clients: clients)
    }
  }

  /// Runs the command-line program: prints the result and exits with its status.
  ///
  /// - Parameter subjects: The clients to run; the bundled example clients when `nil`.
  ///   A team's own gate is an executable whose `main.swift` is
  ///   `await AdConformCommand.main(subjects: [mySubject])`.
  ///
  /// While the clients run, whatever they print goes to standard error, so the document
  /// on standard output stays exactly what the command wrote.
  public static func main(subjects: [Subject]? = nil) async -> Never {
    let guarded = StandardOutputGuard()
    let result = await run(Array(CommandLine.arguments.dropFirst()), subjects: subjects)
    if let guarded {
      guarded.write(result.standardOutput)
    } else {
      FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
    }
    FileHandle.standardError.write(Data(result.standardError.utf8))
    exit(result.status)
  }
}
