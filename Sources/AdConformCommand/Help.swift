/// The usage text `adconform --help` prints; its usage lines and options come from
/// ``CommandLineOption/all``.
enum Help {
  typealias Subcommand = CommandLineArguments.Subcommand

  /// The whole text, with the program called by its name: `adconform`, or a team's gate.
  static func text(program: String = "adconform") -> String {
    """
    OVERVIEW: Runs ad-delegate rules against clients and reports the verdicts.

    \(usage(program: program))

    SUBCOMMANDS:
      run        (default) Run every rule against every bundled client and print the matrix.
                 Exits 0 when each client behaves as it declares: conforming clients pass
                 every rule, each faulty client breaks exactly the rules it names.
      list       List the rules: id, kind, severity, title and guide section.
      explain    Explain one rule: why, how to keep it, and a faulty client's timeline.
      check      Check clients against rules as a gate: MUST failures fail; SHOULD
                 failures warn; with --strict, SHOULD failures and unverified rules fail.
      subjects   List the clients and what they declare ("no declaration" for a team's own
                 subjects, which the default run then judges as check does).
      coverage   Print the table of guide behaviours and the rules that check them (Markdown).
      play       Play a JSON script against one client and print its timeline and each
                 rule it broke; --format json prints the encoded trace. Exits 1 when a MUST
                 rule broke (a SHOULD rule too with --strict). 'explore' writes such
                 scripts (--scripts DIR); AdConformance's Fixtures/Scripts holds examples.
      bench      Time the catalogue (N passes, default 5) and check that every pass gives
                 the same reports; a release build is held to speed and memory targets.
      explore    Play random scenarios against one client, each judged by the rules'
                 properties (list marks them); shrink each rule broken to the smallest
                 script that still breaks it, ready for 'play'. Exits 1 on a MUST finding;
                 a SHOULD finding warns, and exits 1 with --strict.

    \(options)

    --strict is a flag: it takes no value ('--strict=no' is an error; leave it out to keep
    the gate lenient). Every option but \(repeatable) is given at most once.
    When standard output closes early ('\(program) check | head'), the command stops
    writing quietly and exits with its usual status.

    EXIT STATUS:
      0  conforming   1  violations, or --output could not be written   2  usage error
      3  nothing matched

    """
  }

  /// The widest a usage line grows before it wraps.
  static let width = 116

  /// The `USAGE:` section: one synopsis for each subcommand but `help`.
  static func usage(program: String = "adconform") -> String {
    let lines = Subcommand.allCases.filter { $0 != .help }.map { synopsis(of: $0, program: program) }
    return "USAGE: " + lines.joined(separator: "\n       ")
  }

  /// The words a subcommand's synopsis starts with, before its options.
  static func head(of subcommand: Subcommand, program: String = "adconform") -> [String] {
    switch subcommand {
    case .run: [program, "[run]"]
    case .explain: [program, "explain", "ID"]
    case .play: [program, "play", "SCRIPT.json"]
    default: [program, subcommand.rawValue]
    }
  }

  /// The options a subcommand cannot run without: `play` and `explore` need exactly one
  /// `--subject`.
  static func required(by subcommand: Subcommand) -> [String] {
    subcommand == .play || subcommand == .explore ? [CommandLineOption.subject.name] : []
  }

  /// One subcommand's synopsis, wrapped under its name when it grows past ``width``.
  static func synopsis(of subcommand: Subcommand, program: String = "adconform") -> String {
    let head = head(of: subcommand, program: program)
    let words = CommandLineOption.taken(by: subcommand).filter { $0.name != CommandLineOption.help.name }.map {
      option in
      var word = option.name
      if case .value(let placeholder, _) = option.argument {
        let formats = CommandLineArguments.formats(for: subcommand).map(\.rawValue).joined(separator: "|")
        word += " " + (option.name == CommandLineOption.format.name ? formats : placeholder)
      }
      if required(by: subcommand).contains(option.name) { return word }
      return "[\(word)]" + (option.repeatable ? "..." : "")
    }
    let indent = String(repeating: " ", count: "       ".count + head.joined(separator: " ").count + 1)
    var lines = [head.joined(separator: " ")]
    for word in words {
      if "       ".count + lines[lines.count - 1].count + 1 + word.count > width {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The `OPTIONS:` section: each option with its placeholder and help, in declared order.
  static var options: String {
    let names = CommandLineOption.all.map(name)
    let column = (names.map(\.count).max() ?? 0) + 5
    var lines = ["OPTIONS:"]
    for (option, name) in zip(CommandLineOption.all, names) {
      let label = "  " + name.padding(toLength: column - 2, withPad: " ", startingAt: 0)
      lines.append(label + option.help[0])
      lines += option.help.dropFirst().map { String(repeating: " ", count: column) + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// An option as the `OPTIONS:` section names it: `--output PATH`, `-h, --help`.
  static func name(of option: CommandLineOption) -> String {
    let name = (option.alias.map { "\($0), " } ?? "") + option.name
    guard case .value(let placeholder, _) = option.argument else { return name }
    return name + " " + placeholder
  }

  /// The repeatable options, as the closing note names them: `--subject and --rule`.
  static var repeatable: String {
    let names = CommandLineOption.all.filter(\.repeatable).map(\.name)
    return names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
