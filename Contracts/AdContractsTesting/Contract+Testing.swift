@_exported import AdContracts
import Foundation
import Testing

extension Contract {
  /// Runs the contract against the subject and records its verdict as Swift Testing issues.
  ///
  /// A broken MUST rule records an error at the caller's line, with the failure's text
  /// (expectation, timeline, guide, fix). A broken SHOULD rule records a warning, or an
  /// error when `strict` is true. An unverified rule records a warning naming the probe
  /// or hook to supply (an error when strict). The timeline (text) and the report (JSON)
  /// are attached to the test; `swift test --attachments-path DIR` writes them out.
  ///
  /// Call it from a Swift Testing test; called anywhere else, where issues would vanish
  /// silently, it stops the process with a message.
  ///
  /// - Parameters:
  ///   - subject: The client under test.
  ///   - strict: Whether SHOULD failures and unverified rules fail the test.
  /// - Returns: The report, for further checks.
  @discardableResult
  public func expectConformance(
    of subject: Subject,
    strict: Bool = false,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> Report {
    guard Test.current != nil else {
      fatalError(
        """
        \(id): expectConformance(of:) must run inside a Swift Testing @Test. Outside one \
        (from XCTest or a plain program) its issues would be dropped silently. Call it from \
        a function marked @Test, or use `await contract.run(against:)` and read the report.
        """)
    }
    let report = await run(against: subject)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    report.record(strict: strict, at: location)
    return report
  }
}

extension Report {
  /// Records the report as Swift Testing issues at the location.
  func record(strict: Bool, at location: SourceLocation) {
    switch status {
    case .pass, .notApplicable:
      return
    case .fail:
      Issue.record(Comment(rawValue: text), sourceLocation: location)
    case .warn, .unverified:
      Issue.record(
        Comment(rawValue: text), severity: strict ? .error : .warning, sourceLocation: location)
    }
    if !timeline.isEmpty {
      Attachment.record(
        timeline.joined(separator: "\n") + "\n", named: "\(contract).timeline.txt",
        sourceLocation: location)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let json = try? encoder.encode(self) {
      Attachment.record(Array(json), named: "\(contract).report.json", sourceLocation: location)
    }
  }
}

extension Contract: CustomTestStringConvertible {
  /// The contract's id, as a test case's name.
  public var testDescription: String { id }
}

extension Subject: CustomTestStringConvertible {
  /// The client's name, as a test case's name.
  public var testDescription: String { name }
}
