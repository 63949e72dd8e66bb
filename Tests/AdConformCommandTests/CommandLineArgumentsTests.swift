import AdConformCommand
import Testing

@Suite("Parsing the command line")
struct CommandLineArgumentsTests {
  @Test("No arguments means the default run, in text")
  func defaults() throws {
    let arguments = try CommandLineArguments.parse([])
    #expect(arguments.subcommand == .run)
    #expect(arguments.format == .text)
    #expect(arguments.subjects.isEmpty && arguments.rules.isEmpty && !arguments.strict)
  }

  @Test("Options take values separately or after '='")
  func values() throws {
    let arguments = try CommandLineArguments.parse([
      "check", "--subject", "A", "--subject=B", "--rule", "banner.", "--strict",
      "--format=json", "--output", "out.json",
    ])
    #expect(arguments.subcommand == .check)
    #expect(arguments.subjects == ["A", "B"])
    #expect(arguments.rules == ["banner."])
    #expect(arguments.strict)
    #expect(arguments.format == .json)
    #expect(arguments.output == "out.json")
  }

  @Test("--subject and --rule may be repeated; each value is kept in order")
  func repeatable() throws {
    let arguments = try CommandLineArguments.parse(["check", "--rule", "banner.", "--rule=app-open."])
    #expect(arguments.rules == ["banner.", "app-open."])
  }

  @Test(
    "Usage mistakes exit 2 with the message on standard error and nothing on standard output",
    arguments: [
      ["check", "--strict=no"], ["check", "--format", "json", "--format", "text"], ["check", "--fromat", "json"],
    ])
  func usageExitCode(arguments: [String]) async {
    let result = await AdConformCommand.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("adconform: error: "))
    #expect(result.standardError.hasSuffix("\nRun 'adconform --help' for usage.\n"))
  }

  @Test(
    "Mistakes are errors that quote the bad value",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate' for 'run'."),
      (
        ["frob"],
        "unknown subcommand 'frob'; expected one of: run, list, explain, check, subjects, coverage, play, bench, explore, help."
      ),
      (["check", "--format"], "option '--format' needs a value: one of text, json, junit, markdown."),
      (
        ["check", "--format", "xml"], "invalid value 'xml' for '--format'; expected one of text, json, junit, markdown."
      ),
      (["list", "--strict"], "unknown option '--strict' for 'list'."),
      (["list", "extra"], "unexpected argument 'extra' for 'list'."),
      (["explain"], "'explain' needs a rule id, such as 'iad.banner.hidden-after-failure'."),
      (
        ["check", "--subject", "--strict"], "option '--subject' needs a value: a client name from 'adconform subjects'."
      ),
      (
        ["check", "--strict=no"],
        "expected '--strict' alone, but it was given the value 'no'; '--strict' is a flag and takes no value: write '--strict' alone to use it, or leave it out."
      ),
      (
        ["check", "--strict=true"],
        "expected '--strict' alone, but it was given the value 'true'; '--strict' is a flag and takes no value: write '--strict' alone to use it, or leave it out."
      ),
      (["check", "--strict", "--strict"], "expected '--strict' once, but it was given twice; write it once."),
      (
        ["check", "--format", "json", "--format=text"],
        "expected '--format' once, but it was given twice ('json', then 'text'); keep the one you mean."
      ),
      (
        ["--output", "a.txt", "--output", "b.txt"],
        "expected '--output' once, but it was given twice ('a.txt', then 'b.txt'); keep the one you mean."
      ),
      (
        ["check", "--baseline", "a.json", "--baseline", "a.json"],
        "expected '--baseline' once, but it was given twice ('a.json', then 'a.json'); keep the one you mean."
      ),
      (["check", "--fromat", "json"], "unknown option '--fromat' for 'check'; did you mean '--format'?"),
      (["check", "--strcit"], "unknown option '--strcit' for 'check'; did you mean '--strict'?"),
      (["run", "--subjects=A"], "unknown option '--subjects' for 'run'; did you mean '--subject'?"),
      (["list", "--hlep"], "unknown option '--hlep' for 'list'; did you mean '--help'?"),
      (
        ["list", "--help=yes"],
        "expected '--help' alone, but it was given the value 'yes'; '--help' is a flag and takes no value: write '--help' alone to use it, or leave it out."
      ),
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
