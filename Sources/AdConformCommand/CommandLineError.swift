/// A mistake on the command line; its message quotes the bad value and says what would work.
public enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An option the subcommand does not take, with the nearest one it does take, if any
  /// is close.
  case unknownOption(String, subcommand: String, suggestion: String?)
  /// A subcommand the command does not know.
  case unknownSubcommand(String)
  /// An option given without its value.
  case missingValue(option: String, expected: String)
  /// A flag, which takes no value, given one (`--strict=no`).
  case flagWithValue(option: String, value: String)
  /// A flag given twice.
  case repeatedFlag(String)
  /// An option that takes one value given twice, with both values.
  case repeatedOption(option: String, first: String, second: String)
  /// An option given a value it does not accept.
  case invalidValue(option: String, value: String, expected: String)
  /// A positional argument where none is expected.
  case unexpectedArgument(String, subcommand: String)
  /// A required argument left out.
  case missingArgument(String, subcommand: String)
  /// A rule id that is not in the catalogue.
  case unknownRule(String, suggestion: String?)
  /// A script file that could not be read or is not a valid script; the message says where.
  case invalidScript(String)
  /// A rule id the catalogue once held, with why it was withdrawn.
  case withdrawnRule(String, reason: String)
  /// `bench` asked of a program that does not carry the bench: a team's gate executable.
  case benchNotInProgram

  /// The message, without the `adconform: error:` prefix.
  public var description: String {
    switch self {
    case .unknownOption(let option, let subcommand, let suggestion):
      "unknown option '\(option)' for '\(subcommand)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
    case .flagWithValue(let option, let value):
      "expected '\(option)' alone, but it was given the value '\(value)'; '\(option)' is a flag and takes no value: "
        + "write '\(option)' alone to use it, or leave it out."
    case .repeatedFlag(let option):
      "expected '\(option)' once, but it was given twice; write it once."
    case .repeatedOption(let option, let first, let second):
      "expected '\(option)' once, but it was given twice ('\(first)', then '\(second)'); keep the one you mean."
    case .unknownSubcommand(let name):
      "unknown subcommand '\(name)'; expected one of: "
        + CommandLineArguments.Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + "."
    case .missingValue(let option, let expected):
      "option '\(option)' needs a value: \(AdConformCommand.namingProgram(expected))."
    case .invalidValue(let option, let value, let expected):
      "invalid value '\(value)' for '\(option)'; expected \(AdConformCommand.namingProgram(expected))."
    case .unexpectedArgument(let argument, let subcommand):
      "unexpected argument '\(argument)' for '\(subcommand)'."
    case .missingArgument(let argument, let subcommand):
      "'\(subcommand)' needs \(argument)."
    case .unknownRule(let id, let suggestion):
      "no rule has the id '\(id)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run '\(AdConformCommand.programName) list' to see them all.")
    case .invalidScript(let message):
      message
    case .withdrawnRule(let id, let reason):
      "rule '\(id)' was withdrawn: \(reason)"
    case .benchNotInProgram:
      "expected 'bench' of the adconform program, but this program does not carry the bench (a gate executable "
        + "links only what gates need); run 'swift run -c release adconform bench' in a clone of AdConformance."
    }
  }
}
