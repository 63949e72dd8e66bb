import Foundation
import Testing

@testable import AdConformCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` replaces only a regular file, in one step, and never one the command reads.
@Suite("Writing --output")
struct OutputFileTests {
  /// A fresh folder for one test, removed with everything in it afterwards.
  struct Folder: ~Copyable {
    let path: String

    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("adconform-output-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, temporary files included.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test("A directory is refused with exit 2, naming it and suggesting a file inside it")
  func directory() async throws {
    let folder = try Folder()
    let result = await AdConformCommand.run(["list", "--output", folder.path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "adconform: error: expected --output to name a file, but '\(folder.path)' is a directory; name a file inside it instead, such as '\(folder.path)/adconform-report.txt'.\n"
    )
    #expect(try folder.names().isEmpty)
  }

  @Test("A named pipe is refused with exit 2 and left in place")
  func fifo() async throws {
    let folder = try Folder()
    let pipe = folder.file("reports.fifo")
    try #require(mkfifo(pipe, 0o600) == 0)
    let result = await AdConformCommand.run(["list", "--output", pipe])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("but '\(pipe)' is a named pipe (FIFO); --output only ever replaces regular files"))
    #expect(result.standardError.contains("redirect standard output (> '\(pipe)')"))
    var info = stat()
    #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(try folder.names() == ["reports.fifo"])
  }

  /// Only the check runs here, never a write: a device must not be touched by a test.
  @Test("A device such as /dev/null is refused as a usage error before anything runs")
  func device() throws {
    #expect(throws: OutputFileError.special("/dev/null", kind: "a character device")) {
      try OutputFile(path: "/dev/null").check()
    }
    #expect(OutputFileError.special("/dev/null", kind: "a character device").exitCode == .usage)
  }

  @Test("A symbolic link is refused, and neither it nor the file it points to changes")
  func symbolicLink() async throws {
    let folder = try Folder()
    let target = folder.file("real.txt")
    let link = folder.file("link.txt")
    try Self.write("kept\n", to: target)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = await AdConformCommand.run(["list", "--output", link])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "but '\(link)' is a symbolic link to '\(target)'; --output does not write through links"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try Self.read(target) == "kept\n")
  }

  @Test("The --baseline file is refused, by the same path or another name for the same file")
  func baseline() async throws {
    let folder = try Folder()
    let path = try GateTests.baseline([("iad.banner.hidden-after-failure", "BannerThatStaysUp", "2027-01-31")])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let before = try Self.read(path)
    let hardLink = folder.file("same-baseline.json")
    try FileManager.default.linkItem(atPath: path, toPath: hardLink)
    for output in [path, hardLink] {
      let result = await AdConformCommand.run(
        ["check", "--subject", "BannerThatStaysUp", "--baseline", path, "--output", output])
      #expect(result.status == 2)
      #expect(
        result.standardError.contains(
          "expected --output to name a file this command does not read, but '\(output)' is the baseline file given to --baseline ('\(path)')"
        ))
    }
    #expect(try Self.read(path) == before)
  }

  @Test("The script play reads is refused")
  func playScript() async throws {
    let folder = try Folder()
    let script = folder.file("script.json")
    try FileManager.default.copyItem(
      atPath: PlayTests.scripts.appendingPathComponent("banner-fill-tap-fail.json").path, toPath: script)
    let before = try Self.read(script)
    let result = await AdConformCommand.run(
      ["play", script, "--subject", "ArticleViewController", "--output", script])
    #expect(result.status == 2)
    #expect(result.standardError.contains("but '\(script)' is the script 'play' reads ('\(script)')"))
    #expect(try Self.read(script) == before)
    #expect(try folder.names() == ["script.json"])
  }

  @Test("A folder that is a regular file fails the write with exit 1 and leaves nothing")
  func parentIsAFile() async throws {
    let folder = try Folder()
    let notAFolder = folder.file("plain")
    try Self.write("plain\n", to: notAFolder)
    let result = await AdConformCommand.run(["list", "--output", notAFolder + "/rules.txt"])
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "adconform: error: expected to write the report to '\(notAFolder)/rules.txt', but '\(notAFolder)' is not a folder; nothing was written there. Check that the folder exists and is writable and that the disk has room.\n"
    )
    #expect(try folder.names() == ["plain"])
    let missing = await AdConformCommand.run(["list", "--output", folder.file("no-such-folder/rules.txt")])
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("but the folder '\(folder.file("no-such-folder"))' does not exist"))
  }

  @Test("A write that fails part way removes its temporary file and leaves the old report as it was")
  func failedWrite() throws {
    let folder = try Folder()
    let path = folder.file("report.txt")
    try Self.write("old report\n", to: path)
    let report = "a new report, longer than four bytes\n"
    let length = report.utf8.count
    // Four bytes reach the temporary file; then the disk is full.
    let fullDisk = DescriptorWriter { descriptor, bytes in
      guard bytes.count == length else { return (-1, ENOSPC) }
      return DescriptorWriter.system.writeSome(descriptor, UnsafeRawBufferPointer(rebasing: bytes[..<4]))
    }
    #expect(throws: OutputFileError.cannotWrite(path, reason: "writing failed: No space left on device")) {
      try OutputFile(path: path).write(report, writer: fullDisk)
    }
    #expect(try folder.names() == ["report.txt"])
    #expect(try Self.read(path) == "old report\n")
    #expect(OutputFileError.cannotWrite(path, reason: "").exitCode == .violations)
  }

  @Test("A regular file is replaced whole and keeps its permissions")
  func replacesRegularFile() async throws {
    let folder = try Folder()
    let path = folder.file("rules.json")
    try Self.write(String(repeating: "stale ", count: 100_000), to: path)
    try #require(chmod(path, 0o640) == 0)
    let result = await AdConformCommand.run(["list", "--format", "json", "--output", path])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let written = try Self.read(path)
    #expect(written.hasPrefix("[") && !written.contains("stale"))
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(try folder.names() == ["rules.json"])
  }
}
