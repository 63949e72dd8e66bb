@_exported import AdContracts
import Foundation
import Testing

extension Rule {
  /// Runs the rule against the subject and records its verdict as Swift Testing issues.
  ///
  /// A broken MUST rule records an error at the caller's line, with the failure's text
  /// (expectation, timeline, guide, fix). A broken SHOULD rule records a warning, or an
  /// error when `strict` is true. An unverified rule records a warning naming the probe
  /// or hook to supply (an error when strict). The timeline (text) and the report (JSON)
  /// are attached to the test, named after the client and the rule
  /// (`CheckoutViewController.banner.hidden-after-failure.timeline.txt`);
  /// `swift test --attachments-path DIR` writes them out.
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
        a function marked @Test, or use `await rule.run(against:)` and read the report.
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
        timeline.joined(separator: "\n") + "\n", named: attachmentName("timeline.txt"),
        sourceLocation: location)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let json = try? encoder.encode(self) {
      Attachment.record(Array(json), named: attachmentName("report.json"), sourceLocation: location)
    }
  }

  /// The name of one of the report's attachments: the client's name made safe for a
  /// file name, the rule's id, then the suffix, as in
  /// `CheckoutViewController.banner.hidden-after-failure.timeline.txt`.
  func attachmentName(_ suffix: String) -> String {
    "\(Self.fileNameComponent(subject)).\(Self.fileNameComponent(rule)).\(suffix)"
  }

  /// The text with everything but letters, digits, `-`, `_` and inner dots replaced by
  /// `_`, at most 100 characters, and never empty: a client named `Shop / Checkout`
  /// becomes `Shop_Checkout`.
  static func fileNameComponent(_ text: String) -> String {
    var result = ""
    for character in text {
      let kept = character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
      if kept {
        result.append(character)
      } else if result.last != "_" {
        result.append("_")
      }
    }
    let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "._"))
    let short = String(trimmed.prefix(100))
    return short.isEmpty ? "client" : short
  }
}

extension Rule: CustomTestStringConvertible {
  /// The rule's id, as a test case's name.
  public var testDescription: String { id }
}

extension Subject: CustomTestStringConvertible {
  /// The client's name, as a test case's name.
  public var testDescription: String { name }
}
