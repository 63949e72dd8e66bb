import Foundation

extension AdConformCommand {
  /// The name the command was run by, as its messages and help call it: `adconform`, or the
  /// name of a team's own gate program (`shop-gate`) built on ``main(subjects:)``.
  @TaskLocal static var programName = "adconform"

  /// The last part of the path the program was run by, or `adconform` when there is none.
  static func programName(fromPath path: String?) -> String {
    guard let path, let last = path.split(separator: "/").last, !last.isEmpty else { return "adconform" }
    return String(last)
  }

  /// Where the program's name goes in the fixed texts of the options, which are made once:
  /// ``namingProgram(_:)`` puts the name the command was run by in its place.
  static let programNamePlaceholder = "{program}"

  /// The text with the program's name in place of ``programNamePlaceholder``.
  static func namingProgram(_ text: String) -> String {
    text.replacingOccurrences(of: programNamePlaceholder, with: programName)
  }
}
