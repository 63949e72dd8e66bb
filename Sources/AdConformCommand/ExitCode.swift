/// The exit statuses of `adconform`, as the README and The command article document them.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Every client behaves as required (or, for the default run, as it declares).
  case conforming = 0
  /// At least one rule was violated (or a bundled client did not behave as it declares),
  /// or the document could not be written to `--output` or standard output.
  case violations = 1
  /// The command line was wrong: an unknown option, a missing, bad or repeated value, or an
  /// `--output` path the command refuses to replace.
  case usage = 2
  /// The filters matched no client or no rule.
  case nothingMatched = 3
}
