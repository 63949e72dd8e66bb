/// One option of `adconform`, declared once: the parser, `--help` and the did-you-mean of
/// an unknown option all read this declaration.
struct CommandLineOption: Sendable {
  typealias Subcommand = CommandLineArguments.Subcommand

  /// What follows the option's name on the command line.
  enum Argument: Sendable, Equatable {
    /// Nothing: the option is a flag, and `--flag=value` is an error.
    case none
    /// One value: the placeholder `--help` shows, and what error messages say it must be.
    case value(placeholder: String, expected: String)
  }

  /// The name, with its dashes: `--format`.
  let name: String
  /// Another spelling of the name, if any: `-h`.
  var alias: String?
  /// The name the option had before, still accepted with a note, and not shown in `--help`.
  var formerName: String?
  /// Whether it is a flag or takes a value, and which.
  let argument: Argument
  /// The lines `--help` shows beside the name, first line first.
  let help: [String]
  /// The subcommands that take it.
  let subcommands: [Subcommand]
  /// Whether it may be given more than once.
  var repeatable = false

  /// Whether the option is a flag, taking no value.
  var isFlag: Bool { argument == .none }

  /// What a value must be, as error messages say it; empty for a flag.
  var expected: String {
    guard case .value(_, let expected) = argument else { return "" }
    return expected
  }

  /// `--subject`: one client, by name.
  static let subject = CommandLineOption(
    name: "--subject",
    argument: .value(
      placeholder: "NAME", expected: "a client name from '\(AdConformCommand.programNamePlaceholder) subjects'"),
    help: ["Only this client (repeatable; explore takes one)."], subcommands: [.run, .check, .play, .bench, .explore],
    repeatable: true)
  /// `--rule`: one rule, or rules by prefix.
  static let rule = CommandLineOption(
    name: "--rule", formerName: "--contract",
    argument: .value(
      placeholder: "ID",
      expected:
        "a rule id or prefix from '\(AdConformCommand.programNamePlaceholder) list', such as 'banner.' or 'banner.hidden-*'"
    ),
    help: ["Only this rule; 'banner.' or 'banner.hidden-*' match by prefix (repeatable)."],
    subcommands: [.run, .check, .bench], repeatable: true)
  /// `--strict`: the gate fails on SHOULD failures and unverified rules too; `explore`
  /// and `play` exit 1 on SHOULD findings.
  static let strict = CommandLineOption(
    name: "--strict", argument: .none,
    help: [
      "Fail the gate on SHOULD failures and unverified rules (explore and", "play: exit 1 on SHOULD findings too).",
    ],
    subcommands: [.check, .play, .explore])
  /// `--baseline`: a file of accepted deviations.
  static let baseline = CommandLineOption(
    name: "--baseline", argument: .value(placeholder: "PATH", expected: "the path of a baseline JSON file"),
    help: ["Accept the deviations listed in the file until their expiry dates."], subcommands: [.check])
  /// `--today`: the day baseline expiry is decided on.
  static let today = CommandLineOption(
    name: "--today", argument: .value(placeholder: "DATE", expected: "a real day as YYYY-MM-DD"),
    help: ["Decide baseline expiry as of this day (YYYY-MM-DD); default today."], subcommands: [.check])
  /// `--iterations`: how many passes `bench` measures.
  static let iterations = CommandLineOption(
    name: "--iterations", argument: .value(placeholder: "N", expected: "a whole number from 1 to 1000"),
    help: ["How many passes bench measures (1 to 1000; default 5; exploration makes at most 5)."], subcommands: [.bench]
  )
  /// `--scenarios`: how many random scenarios `explore` plays.
  static let scenarios = CommandLineOption(
    name: "--scenarios", argument: .value(placeholder: "N", expected: "a whole number from 1 to 100000000"),
    help: ["How many random scenarios explore plays (default \(Exploration.defaultScenarios))."],
    subcommands: [.explore])
  /// `--seed`: the seed `explore` draws from.
  static let seed = CommandLineOption(
    name: "--seed", argument: .value(placeholder: "S", expected: "a whole number from 0 to 18446744073709551615"),
    help: ["The seed explore draws its scenarios from (default 1)."], subcommands: [.explore])
  /// `--steps`: the most steps an explored scenario has.
  static let steps = CommandLineOption(
    name: "--steps", argument: .value(placeholder: "K", expected: "a whole number from 1 to 1000"),
    help: ["The most steps an explored scenario has (default \(Exploration.defaultSteps))."], subcommands: [.explore])
  /// `--shard`: this run's part of the work.
  static let shard = CommandLineOption(
    name: "--shard", argument: .value(placeholder: "I/N", expected: "a shard I/N with 1 ≤ I ≤ N, such as 2/4"),
    help: ["Do only the I-th of N equal parts of the work, for a CI matrix."], subcommands: [.check, .explore])
  /// `--jobs`: how many processes `explore` uses.
  static let jobs = CommandLineOption(
    name: "--jobs", argument: .value(placeholder: "N", expected: "a whole number from 1 to 256"),
    help: ["How many processes explore plays in (default: one for each core)."], subcommands: [.explore, .bench])
  /// `--scripts`: the folder `explore` writes each finding's shrunk script to.
  static let scripts = CommandLineOption(
    name: "--scripts", argument: .value(placeholder: "DIR", expected: "a folder path"),
    help: [
      "Write each finding's shrunk script to DIR/SUBJECT.RULE.json (the",
      "folder is made if missing), for play and to keep as a regression.",
    ],
    subcommands: [.explore])
  /// `--survey-only`: the raw first findings, for the process that started this one.
  static let surveyOnly = CommandLineOption(
    name: "--survey-only", argument: .none,
    help: ["Print each rule's first failing scenario, unshrunk (the worker", "processes of explore use it)."],
    subcommands: [.explore])
  /// `--format`: the output format.
  static let format = CommandLineOption(
    name: "--format",
    argument: .value(
      placeholder: "FORMAT",
      expected: "one of " + CommandLineArguments.Format.allCases.map(\.rawValue).joined(separator: ", ")),
    help: [
      "text (default) or json; check, explore and play also take junit",
      "and markdown (play's json is the encoded trace).",
    ],
    subcommands: [.run, .list, .explain, .check, .subjects, .play, .bench, .explore])
  /// `--output`: a file to write instead of standard output.
  static let output = CommandLineOption(
    name: "--output", argument: .value(placeholder: "PATH", expected: "a file path"),
    help: [
      "Write the output to the file instead of standard output. Only a",
      "regular file (or a new one) is replaced, in one step, through a",
      "temporary file beside it. Refused (exit 2): a directory, a pipe,",
      "a device, a socket, a symbolic link, and the --baseline file or",
      "play script. A write that fails exits 1 and leaves nothing behind.",
    ],
    subcommands: [.run, .list, .check, .subjects, .coverage, .play, .bench, .explore])
  /// `--help`, `-h`: print the usage instead of running.
  static let help = CommandLineOption(
    name: "--help", alias: "-h", argument: .none, help: ["Show this help."], subcommands: Subcommand.allCases)

  /// Every option, in the order `--help` lists them.
  static let all: [CommandLineOption] = [
    subject, rule, strict, baseline, today, iterations, scenarios, seed, steps, shard, jobs, scripts,
    surveyOnly, format, output, help,
  ]

  /// The option with this name or alias, if any.
  static func named(_ name: String) -> CommandLineOption? {
    all.first { $0.name == name || $0.alias == name || $0.formerName == name }
  }

  /// The options a subcommand takes, in the order `--help` lists them.
  static func taken(by subcommand: Subcommand) -> [CommandLineOption] {
    all.filter { $0.subcommands.contains(subcommand) }
  }
}
