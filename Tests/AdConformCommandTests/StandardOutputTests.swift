import Foundation
import Testing

@testable import AdConformCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    throw CocoaError(
      .fileNoSuchFile,
      userInfo: [NSFilePathErrorKey: "adconform beside \(CommandLine.arguments[0]); run swift build first"])
  }

  @Test("check --format json stays valid JSON while a client prints; what it printed goes to standard error")
  func printingClient() throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = [
      "check", "--subject", "LoggingArticleViewController", "--rule", "iad.banner.hidden-after-failure",
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

  /// A pipe's two descriptors: `[read, write]`.
  static func makePipe() throws -> [Int32] {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    return ends
  }

  @Test("A standard output nobody reads ends the run quietly with its usual status, as in 'check | head'")
  func closedPipe() throws {
    let ends = try Self.makePipe()
    close(ends[0])  // no reader: the command's first write fails with EPIPE
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = [
      "check", "--subject", "BannerThatStaysUp", "--rule", "iad.banner.hidden-after-failure", "--format", "json",
    ]
    let output = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    try output.close()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
    #expect(process.terminationStatus == 1, "the gate's own status: a MUST rule fails")
    #expect(said.isEmpty)
  }

  @Test("A command started with standard output closed ends quietly with its usual status")
  func closedDescriptor() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"exec "$0" list >&-"#, try Self.executable().path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(said.isEmpty)
  }

  @Test("Writing the document to a closed pipe or a closed descriptor is quiet and keeps the status")
  func deliverToClosedOutput() throws {
    DescriptorWriter.ignoreBrokenPipes()
    let output = try Self.makePipe()
    let errors = try Self.makePipe()
    close(output[0])
    defer { close(output[1]) }
    let result = AdConformCommand.Result(status: 1, standardOutput: "document\n", standardError: "")
    #expect(DescriptorWriter.system.write("document\n", to: output[1]) == .closed)
    #expect(DescriptorWriter.system.write("document\n", to: -1) == .closed)
    #expect(AdConformCommand.deliver(result, output: output[1], error: errors[1]) == 1)
    #expect(AdConformCommand.deliver(result, output: -1, error: errors[1]) == 1)
    close(errors[1])
    let said = FileHandle(fileDescriptor: errors[0], closeOnDealloc: true).readDataToEndOfFile()
    #expect(said.isEmpty)
  }

  @Test("Any other failure to write standard output is reported, with exit 1")
  func failedStandardOutput() throws {
    let errors = try Self.makePipe()
    let fullDisk = DescriptorWriter { descriptor, bytes in
      descriptor == errors[1] ? DescriptorWriter.system.writeSome(descriptor, bytes) : (-1, ENOSPC)
    }
    let result = AdConformCommand.Result(status: 0, standardOutput: "document\n", standardError: "")
    #expect(AdConformCommand.deliver(result, output: 1_000_000, error: errors[1], writer: fullDisk) == 1)
    close(errors[1])
    let said = String(
      decoding: FileHandle(fileDescriptor: errors[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
    #expect(
      said
        == "adconform: error: expected to write the report to standard output, but writing failed (No space left on device); check that the file or device it goes to has room.\n"
    )
  }
}
