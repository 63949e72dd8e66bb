@_exported import AdContracts
import Foundation
import Testing

extension Subject {
  /// Explores the client with random scenarios and records an issue for each rule broken,
  /// with the shrunk script and its timeline attached.
  ///
  /// Call it from a Swift Testing `@Test`. A broken MUST rule is an error; a broken SHOULD
  /// rule, and a client that could not be explored, are warnings (errors with
  /// `strict: true`), as with `expectConformance(of:)`. Each finding becomes an issue whose
  /// text is the finding's report as `expectConformance(of:)` records one ("Expected …,
  /// but …", the timeline of the smallest script that still breaks the rule, the guide and
  /// the fix), then the scenario it was found in; the script is attached as `<client>.<rule>.script.json`, ready to keep as a
  /// regression and replay with `adconform play`, and the timeline as
  /// `<client>.<rule>.timeline.txt`. The same settings record the same issues every time.
  ///
  /// ```swift
  /// @Test func explored() async {
  ///   await Subject.iAdBannerScreen("Article") { _ in ArticleScreen() }
  ///     .explore(Exploration(scenarios: 2_000, seed: 7), rules: IAdBannerRules.all)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exploration: How many scenarios, from which seed, of how many steps.
  ///   - rules: The rules whose monitors watch; those of other kinds are left out.
  ///   - strict: Whether a broken SHOULD rule, or a client that could not be explored, is an
  ///     error rather than a warning.
  /// - Returns: What the exploration found.
  @discardableResult
  public func explore(
    _ exploration: Exploration = Exploration(), rules: [Rule] = Catalogue.standard.rules,
    strict: Bool = false,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> Exploration.Result {
    guard Test.current != nil else {
      fatalError(
        """
        \(name): explore(_:rules:) must run inside a Swift Testing @Test, or its issues would \
        be dropped silently. Call it from a function marked @Test, or use \
        `await exploration.run(on:rules:)` and read the result.
        """)
    }
    let result = await exploration.run(on: self, rules: rules)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let lenient: Issue.Severity = strict ? .error : .warning
    if let unverified = result.unverified {
      Issue.record(
        Comment(rawValue: "\(name) could not be explored: \(unverified)"), severity: lenient, sourceLocation: location)
    }
    for finding in result.findings {
      let stem = "\(Report.fileNameComponent(name)).\(Report.fileNameComponent(finding.rule))"
      let origin = "  \(finding.origin) Seed \(exploration.seed); the script is attached as \(stem).script.json."
      Issue.record(
        Comment(rawValue: finding.report(subject: name).text + "\n" + origin),
        severity: finding.severity == .must ? .error : lenient, sourceLocation: location)
      Attachment.record(Array(finding.script.jsonText().utf8), named: stem + ".script.json", sourceLocation: location)
      Attachment.record(
        finding.timeline.joined(separator: "\n") + "\n", named: stem + ".timeline.txt", sourceLocation: location)
    }
    return result
  }
}
