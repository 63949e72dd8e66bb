import AdConformCommand
import Testing

@Suite("Parsing the command line")
struct CommandLineArgumentsTests {
  @Test("No arguments means the default run, in text")
  func defaults() throws {
    let arguments = try CommandLineArguments.parse([])
    #expect(arguments.subcommand == .run)
    #expect(arguments.format == .text)
    #expect(arguments.subjects.isEmpty && arguments.contracts.isEmpty && !arguments.strict)
  }

  @Test("Options take values separately or after '='")
  func values() throws {
    let arguments = try CommandLineArguments.parse([
      "check", "--subject", "A", "--subject=B", "--contract", "banner.", "--strict",
      "--format=json", "--output", "out.json",
    ])
    #expect(arguments.subcommand == .check)
    #expect(arguments.subjects == ["A", "B"])
    #expect(arguments.contracts == ["banner."])
    #expect(arguments.strict)
    #expect(arguments.format == .json)
    #expect(arguments.output == "out.json")
  }

  @Test(
    "Mistakes are errors that quote the bad value",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate' for 'run'."),
      (["frob"], "unknown subcommand 'frob'; expected one of: run, list, explain, check, subjects, coverage, play, bench, help."),
      (["check", "--format"], "option '--format' needs a value: one of text, json, junit, markdown."),
      (["check", "--format", "xml"], "invalid value 'xml' for '--format'; expected one of text, json, junit, markdown."),
      (["list", "--strict"], "unknown option '--strict' for 'list'."),
      (["list", "extra"], "unexpected argument 'extra' for 'list'."),
      (["explain"], "'explain' needs a rule id, such as 'banner.hidden-after-failure'."),
      (["check", "--subject", "--strict"], "option '--subject' needs a value: a client name from 'adconform subjects'."),
    ])
  func mistakes(arguments: [String], message: String) {
    #expect(throws: CommandLineError.self) { try CommandLineArguments.parse(arguments) }
    do {
      _ = try CommandLineArguments.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }
}
