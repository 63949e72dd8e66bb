import Foundation
import Testing

/// The command's library runs whatever subjects it is handed and links no example client.
@Suite("The package manifest")
struct ManifestTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of the declaration of the target or executable target `name`, from its
  /// `.target(` to the parenthesis that closes it.
  static func declaration(ofTarget name: String) throws -> Substring {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let opening = try Regex(#"\.(target|executableTarget)\(\s*name:\s*""# + name + #"""#)
    let start = try #require(manifest.firstMatch(of: opening), "Package.swift declares a target '\(name)'").range
    var depth = 0
    var index = start.lowerBound
    while index < manifest.endIndex {
      if manifest[index] == "(" { depth += 1 }
      if manifest[index] == ")" {
        depth -= 1
        if depth == 0 { return manifest[start.lowerBound...index] }
      }
      index = manifest.index(after: index)
    }
    Issue.record("the declaration of target '\(name)' never closes")
    return manifest[start.lowerBound...]
  }

  @Test("AdConformCommand depends on no Example* target; adconform hands the bundled clients in")
  func commandLinksNoExamples() throws {
    let command = try Self.declaration(ofTarget: "AdConformCommand")
    #expect(command.contains("dependencies:"), "\(command)")
    let dependencies = command.matches(of: #/"([A-Za-z0-9_]+)"/#).map { String($0.1) }.dropFirst()
    #expect(!dependencies.isEmpty)
    let examples = dependencies.filter { $0.hasPrefix("Example") }
    #expect(examples.isEmpty, "AdConformCommand depends on \(examples)")
    let executable = try Self.declaration(ofTarget: "adconform")
    #expect(executable.contains(#""ExampleSubjects""#), "\(executable)")
  }
}
