import Testing

@testable import AdConformCommand

/// Each option is declared once, and the parser and `--help` follow that declaration.
@Suite("Declared options")
struct CommandLineOptionTests {
  typealias Subcommand = CommandLineArguments.Subcommand

  /// A value each option accepts, for the parser to be given.
  static let samples = [
    "--subject": "ArticleViewController", "--rule": "banner.", "--baseline": "baseline.json",
    "--today": "2025-01-31", "--iterations": "3", "--format": "json", "--output": "out.txt",
    "--scenarios": "10", "--seed": "7", "--steps": "5", "--shard": "1/2", "--jobs": "1", "--scripts": "kept",
  ]

  /// The smallest command line a subcommand runs with.
  static func base(_ subcommand: Subcommand) -> [String] {
    switch subcommand {
    case .explain: ["explain", "iad.banner.hidden-after-failure"]
    case .play: ["play", "script.json", "--subject", "ArticleViewController"]
    case .explore: ["explore", "--subject", "ArticleViewController"]
    default: [subcommand.rawValue]
    }
  }

  @Test("Every declared option is named in --help, and in the usage line of each subcommand that takes it")
  func help() throws {
    let text = Help.text()
    for option in CommandLineOption.all {
      #expect(text.contains("\n  " + Help.name(of: option) + " "), "OPTIONS lists \(option.name)")
    }
    for subcommand in Subcommand.allCases where subcommand != .help {
      let usage = Help.synopsis(of: subcommand)
      #expect(text.contains(usage), "--help shows the synopsis of \(subcommand)")
      let named = Set(usage.matches(of: #/--[a-z]+(-[a-z]+)*/#).map { String($0.0) })
      let taken = Set(CommandLineOption.taken(by: subcommand).map(\.name)).subtracting(["--help"])
      #expect(named == taken, "\(subcommand): \(usage)")
    }
  }

  @Test("The parser takes exactly the declared options of each subcommand", arguments: Subcommand.allCases)
  func parser(_ subcommand: Subcommand) throws {
    for option in CommandLineOption.all where option.name != CommandLineOption.help.name {
      var arguments = Self.base(subcommand) + [option.name]
      if !option.isFlag { arguments.append(try #require(Self.samples[option.name], "a sample for \(option.name)")) }
      let rejected: Bool
      do {
        _ = try CommandLineArguments.parse(arguments)
        rejected = false
      } catch {
        if case .unknownOption(option.name, _, _) = error { rejected = true } else { rejected = false }
      }
      #expect(rejected == !option.subcommands.contains(subcommand), "\(arguments)")
    }
    for spelling in ["--help", "-h"] {
      #expect(try CommandLineArguments.parse(Self.base(subcommand) + [spelling]).subcommand == .help)
    }
  }

  @Test("Only a declared repeatable option may be given twice")
  func repeats() throws {
    for option in CommandLineOption.taken(by: .check) where !option.isFlag && option.name != "--help" {
      let value = try #require(Self.samples[option.name])
      let arguments = ["check", option.name, value, option.name, value]
      if option.repeatable {
        #expect(throws: Never.self) { try CommandLineArguments.parse(arguments) }
      } else {
        #expect(throws: CommandLineError.repeatedOption(option: option.name, first: value, second: value)) {
          try CommandLineArguments.parse(arguments)
        }
      }
    }
  }
}
