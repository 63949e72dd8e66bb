/// The parsed command line of `adconform`.
public struct CommandLineArguments: Equatable, Sendable {
  /// What the command does.
  public enum Subcommand: String, Sendable, CaseIterable {
    /// Run the catalogue against every bundled client and print the matrix.
    case run
    /// List the rules.
    case list
    /// Explain one rule.
    case explain
    /// Check clients against rules, strictly.
    case check
    /// List the bundled clients.
    case subjects
    /// Print the coverage table of guide behaviours and rules, as Markdown.
    case coverage
    /// Play a JSON script against one client and print its timeline.
    case play
    /// Measure the catalogue's speed and memory against the targets.
    case bench
    /// Print the usage.
    case help
  }

  /// The output formats.
  public enum Format: String, Sendable, CaseIterable {
    /// For people.
    case text
    /// For programs; versioned.
    case json
    /// JUnit XML, for CI test reports (`check` only).
    case junit
    /// Markdown with Mermaid timelines, for pull-request comments (`check` only).
    case markdown
  }

  /// The subcommand.
  public var subcommand: Subcommand = .run
  /// The output format.
  public var format: Format = .text
  /// Client names to check; empty means all.
  public var subjects: [String] = []
  /// Rule ids or prefixes (`banner.` or `banner.*`) to run; empty means all.
  public var contracts: [String] = []
  /// Whether SHOULD failures and unverified rules fail the gate.
  public var strict = false
  /// Where to write the output instead of standard output.
  public var output: String?
  /// The rule to explain.
  public var ruleID: String?
  /// A baseline file of accepted deviations.
  public var baseline: String?
  /// The day the gate is decided on, `YYYY-MM-DD`; today when not given.
  public var today: String?
  /// How many passes `bench` measures.
  public var iterations = 5
  /// The JSON script `play` runs.
  public var scriptPath: String?

  /// Creates the default command line: run everything, text output.
  public init() {}

  /// Which options each subcommand takes.
  static let options: [Subcommand: Set<String>] = [
    .run: ["--format", "--output", "--subject", "--contract"],
    .list: ["--format", "--output"],
    .explain: ["--format"],
    .check: [
      "--format", "--output", "--subject", "--contract", "--strict", "--baseline", "--today",
    ],
    .subjects: ["--format", "--output"],
    .coverage: ["--output"],
    .play: ["--format", "--output", "--subject"],
    .bench: ["--format", "--output", "--subject", "--contract", "--iterations"],
    .help: [],
  ]

  /// The options that may be given more than once; every other option is given once.
  static let repeatable: Set<String> = ["--subject", "--contract"]

  /// The options that are flags: they take no value.
  static let flags: Set<String> = ["--strict"]

  /// Parses the arguments after the program's name.
  ///
  /// A flag (`--strict`) takes no value: `--strict=no` is an error, never a way to turn
  /// it on or off. An option other than `--subject` and `--contract` may be given once.
  ///
  /// - Throws: ``CommandLineError`` for anything it does not understand; nothing is skipped.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineArguments {
    var result = CommandLineArguments()
    var rest = arguments[...]
    if let first = rest.first, !first.hasPrefix("-") {
      guard let subcommand = Subcommand(rawValue: first) else {
        throw .unknownSubcommand(first)
      }
      result.subcommand = subcommand
      rest = rest.dropFirst()
    }
    let name = result.subcommand.rawValue
    var given: [String: String] = [:]
    while let argument = rest.popFirst() {
      if argument == "--help" || argument == "-h" {
        result.subcommand = .help
        return result
      }
      guard argument.hasPrefix("-") else {
        if result.subcommand == .explain, result.ruleID == nil {
          result.ruleID = argument
          continue
        }
        if result.subcommand == .play, result.scriptPath == nil {
          result.scriptPath = argument
          continue
        }
        throw .unexpectedArgument(argument, subcommand: name)
      }
      let (option, inlineValue) = split(argument)
      if option == "--help" || option == "-h", let inlineValue {
        throw .flagWithValue(option: option, value: inlineValue)
      }
      let known = options[result.subcommand, default: []]
      guard known.contains(option) else {
        throw .unknownOption(
          option, subcommand: name, suggestion: Suggestion.closest(to: option, among: known.sorted() + ["--help"]))
      }
      if flags.contains(option) {
        if let inlineValue { throw .flagWithValue(option: option, value: inlineValue) }
        if given[option] != nil { throw .repeatedFlag(option) }
        given[option] = ""
        result.strict = true
        continue
      }
      let expected = expectation(for: option)
      guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty,
        inlineValue != nil || !value.hasPrefix("--")
      else {
        throw .missingValue(option: option, expected: expected)
      }
      if !repeatable.contains(option) {
        if let first = given[option] { throw .repeatedOption(option: option, first: first, second: value) }
        given[option] = value
      }
      switch option {
      case "--format":
        guard let format = Format(rawValue: value) else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        guard format == .text || format == .json || result.subcommand == .check else {
          throw .invalidValue(
            option: option, value: value, expected: "text or json for '\(name)' (junit and markdown are for 'check')")
        }
        result.format = format
      case "--output": result.output = value
      case "--baseline": result.baseline = value
      case "--today":
        guard CalendarDay(value) != nil else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        result.today = value
      case "--iterations":
        guard let count = Int(value), (1...1_000).contains(count) else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        result.iterations = count
      case "--subject": result.subjects.append(value)
      default: result.contracts.append(value)
      }
    }
    if result.subcommand == .explain, result.ruleID == nil {
      throw .missingArgument("a rule id, such as 'banner.hidden-after-failure'", subcommand: name)
    }
    if result.subcommand == .play {
      guard result.scriptPath != nil else {
        throw .missingArgument("a JSON script, such as 'Fixtures/Scripts/banner-fill-tap-fail.json'", subcommand: name)
      }
      guard result.subjects.count == 1 else {
        throw .missingArgument("exactly one --subject NAME, the client to play the script against", subcommand: name)
      }
    }
    return result
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func expectation(for option: String) -> String {
    switch option {
    case "--format": "one of " + Format.allCases.map(\.rawValue).joined(separator: ", ")
    case "--output": "a file path"
    case "--baseline": "the path of a baseline JSON file"
    case "--today": "a real day as YYYY-MM-DD"
    case "--iterations": "a whole number from 1 to 1000"
    case "--subject": "a client name from 'adconform subjects'"
    default: "a rule id or prefix from 'adconform list', such as 'banner.' or 'banner.hidden-*'"
    }
  }
}
