import Foundation
import Testing

/// The command's document on standard output stays valid whatever the clients print.
@Suite("Standard output")
struct StandardOutputTests {
  /// The built `adconform` beside the test binary.
  static func executable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("adconform")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "adconform beside \(CommandLine.arguments[0]); run swift build first"])
  }

  @Test("check --format json stays valid JSON while a client prints; what it printed goes to standard error")
  func printingClient() throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = [
      "check", "--subject", "LoggingArticleViewController", "--contract", "banner.hidden-after-failure",
      "--format", "json",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let document = output.fileHandleForReading.readDataToEndOfFile()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let parsed = try JSONSerialization.jsonObject(with: document) as? [String: Any]
    #expect(parsed?["version"] != nil, "\(String(decoding: document, as: UTF8.self))")
    #expect(printed.contains("[ads] banner failed:"), "the client's own output reaches standard error")
    #expect(!String(decoding: document, as: UTF8.self).contains("[ads]"))
  }
}
