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
    /// Play random scenarios against one client, each judged by the rules' properties.
    case explore
    /// Print the usage.
    case help
  }

  /// The output formats.
  public enum Format: String, Sendable, CaseIterable {
    /// For people.
    case text
    /// For programs; versioned.
    case json
    /// JUnit XML, for CI test reports (`check`, `explore` and `play`).
    case junit
    /// Markdown with Mermaid timelines, for pull-request comments (`check`, `explore`
    /// and `play`).
    case markdown
  }

  /// The subcommand.
  public var subcommand: Subcommand = .run
  /// The output format.
  public var format: Format = .text
  /// Client names to check; empty means all.
  public var subjects: [String] = []
  /// Rule ids or prefixes (`banner.` or `banner.*`) to run; empty means all.
  public var rules: [String] = []
  /// The options given under a former name, as given, first use first.
  var formerNames: [String] = []
  /// The rule ids or prefixes to run, under their former name.
  @available(*, deprecated, renamed: "rules")
  public var contracts: [String] {
    get { rules }
    set { rules = newValue }
  }
  /// Whether SHOULD failures and unverified rules fail the gate (for `explore` and `play`,
  /// whether SHOULD findings exit 1).
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
  /// How many scenarios `explore` plays.
  public var scenarios = Exploration.defaultScenarios
  /// The seed `explore` draws its scenarios from.
  public var seed: UInt64 = 1
  /// How many steps each of `explore`'s scenarios has at most.
  public var steps = Exploration.defaultSteps
  /// The part of the work this run does, for a CI matrix (`check` and `explore`).
  public var shard = Exploration.Shard.whole
  /// How many processes `explore` plays its scenarios in; `nil` means one for each core.
  public var jobs: Int?
  /// Whether `explore` prints only what its scenarios found, unshrunk, for the process
  /// that started it.
  public var surveyOnly = false
  /// The folder `explore` writes each finding's shrunk script to, if any.
  public var scriptsFolder: String?

  /// Creates the default command line: run everything, text output.
  public init() {}

  /// Parses the arguments after the program's name.
  ///
  /// A flag (`--strict`) takes no value: `--strict=no` is an error, never a way to turn
  /// it on or off. An option other than `--subject` and `--rule` may be given once.
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
      if let help = CommandLineOption.named(argument), help.name == CommandLineOption.help.name {
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
      guard let declared = CommandLineOption.named(option), declared.subcommands.contains(result.subcommand) else {
        throw .unknownOption(option, subcommand: name, suggestion: suggestion(for: option, in: result.subcommand))
      }
      if option == declared.formerName, !result.formerNames.contains(option) { result.formerNames.append(option) }
      if declared.isFlag {
        if let inlineValue { throw .flagWithValue(option: option, value: inlineValue) }
        if given[option] != nil { throw .repeatedFlag(option) }
        given[option] = ""
        if declared.name == CommandLineOption.strict.name { result.strict = true }
        if declared.name == CommandLineOption.surveyOnly.name { result.surveyOnly = true }
        continue
      }
      let expected = declared.expected
      guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty,
        inlineValue != nil || !value.hasPrefix("--")
      else {
        throw .missingValue(option: option, expected: expected)
      }
      if !declared.repeatable {
        if let first = given[option] { throw .repeatedOption(option: option, first: first, second: value) }
        given[option] = value
      }
      switch declared.name {
      case CommandLineOption.format.name:
        guard let format = Format(rawValue: value) else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        guard formats(for: result.subcommand).contains(format) else {
          throw .invalidValue(
            option: option, value: value,
            expected: "text or json for '\(name)' (junit and markdown are for 'check', 'explore' and 'play')")
        }
        result.format = format
      case CommandLineOption.output.name: result.output = value
      case CommandLineOption.baseline.name: result.baseline = value
      case CommandLineOption.today.name:
        guard CalendarDay(value) != nil else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        result.today = value
      case CommandLineOption.iterations.name:
        guard let count = Int(value), (1...1_000).contains(count) else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        result.iterations = count
      case CommandLineOption.scenarios.name:
        result.scenarios = try wholeNumber(value, in: 1...100_000_000, for: option, expected: expected)
      case CommandLineOption.seed.name:
        guard let seed = UInt64(value) else {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
        result.seed = seed
      case CommandLineOption.steps.name:
        result.steps = try wholeNumber(value, in: 1...1_000, for: option, expected: expected)
      case CommandLineOption.shard.name:
        do {
          result.shard = try Exploration.Shard(parsing: value)
        } catch {
          throw .invalidValue(option: option, value: value, expected: expected)
        }
      case CommandLineOption.jobs.name:
        result.jobs = try wholeNumber(value, in: 1...256, for: option, expected: expected)
      case CommandLineOption.scripts.name: result.scriptsFolder = value
      // A client or rule named twice (a CI matrix that lists it in two places) runs once.
      case CommandLineOption.subject.name where !result.subjects.contains(value): result.subjects.append(value)
      case CommandLineOption.rule.name where !result.rules.contains(value): result.rules.append(value)
      case CommandLineOption.subject.name, CommandLineOption.rule.name: break
      default: preconditionFailure("'\(option)' is declared in CommandLineOption.all but never read")
      }
    }
    if result.subcommand == .explain, result.ruleID == nil {
      throw .missingArgument("a rule id, such as 'iad.banner.hidden-after-failure'", subcommand: name)
    }
    if result.subcommand == .play {
      guard result.scriptPath != nil else {
        throw .missingArgument("a JSON script, such as 'Fixtures/Scripts/banner-fill-tap-fail.json'", subcommand: name)
      }
      guard result.subjects.count == 1 else {
        throw .missingArgument("exactly one --subject NAME, the client to play the script against", subcommand: name)
      }
    }
    if result.subcommand == .explore, result.subjects.count != 1 {
      throw .missingArgument("exactly one --subject NAME, the client to explore", subcommand: name)
    }
    return result
  }

  /// The value as a whole number in the range, or the usage error that quotes it.
  private static func wholeNumber(
    _ value: String, in range: ClosedRange<Int>, for option: String, expected: String
  ) throws(CommandLineError) -> Int {
    guard let number = Int(value), range.contains(number) else {
      throw .invalidValue(option: option, value: value, expected: expected)
    }
    return number
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The nearest option the subcommand takes to a mistyped one, if one is close.
  static func suggestion(for option: String, in subcommand: Subcommand) -> String? {
    let names = CommandLineOption.taken(by: subcommand).map(\.name).filter { $0 != CommandLineOption.help.name }
    return Suggestion.closest(to: option, among: names.sorted() + [CommandLineOption.help.name])
  }

  /// The formats a subcommand writes: junit and markdown are for `check`, `explore` and
  /// `play`.
  static func formats(for subcommand: Subcommand) -> [Format] {
    switch subcommand {
    case .check, .explore, .play: Format.allCases
    default: [.text, .json]
    }
  }
}
