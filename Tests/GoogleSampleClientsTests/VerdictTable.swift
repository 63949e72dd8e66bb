import AdContracts
import FakeUIKit
import Foundation
import Testing

/// The verdict each rule of a catalogue should give on one sample screen.
///
/// Rules the table does not list are expected to pass; the listed ones carry the verdict
/// the sample really earns, each with a comment at the table saying why.
struct VerdictTable {
  /// The rules of the screen's kind.
  var catalogue: [Rule]
  /// The rules whose verdict is not a pass, with that verdict.
  var exceptions: [String: Report.Status]

  /// The expected verdict of every rule in the catalogue.
  var expected: [String: Report.Status] {
    var table: [String: Report.Status] = [:]
    for rule in catalogue { table[rule.id] = exceptions[rule.id] ?? .pass }
    return table
  }
}

/// Runs every rule of the table's catalogue against the subject and expects each verdict
/// the table gives; a rule that differs is reported with its report's text and timeline,
/// and both are attached to the test.
func expectVerdicts(
  of subject: Subject, _ table: VerdictTable, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let ids = Set(table.catalogue.map(\.id))
  let unknown = Set(table.exceptions.keys).subtracting(ids)
  #expect(unknown.isEmpty, "the table names rules that are not in the catalogue: \(unknown.sorted())",
    sourceLocation: sourceLocation)
  let expected = table.expected
  let dump = ProcessInfo.processInfo.environment["SAMPLE_CLIENTS_DUMP"] != nil
  var differing: [String] = []
  for rule in table.catalogue {
    let report = await rule.run(against: subject)
    let want = expected[rule.id] ?? .pass
    if dump {
      print("VERDICT \(subject.name) \(rule.id) \(report.status.rawValue) | \(report.message)\n\(report.timeline.joined(separator: "\n"))")
    }
    guard report.status != want else { continue }
    differing.append(rule.id)
    let text = """
      \(subject.name) on \(rule.id): expected \(want.rawValue), the harness said \(report.status.rawValue).
      \(report.text)
      timeline:
      \(report.timeline.joined(separator: "\n"))
      """
    print(text)
    Attachment.record(Array(text.utf8), named: "\(subject.name).\(rule.id).txt", sourceLocation: sourceLocation)
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }
  #expect(differing.isEmpty, "rules whose verdict differs from the table: \(differing)", sourceLocation: sourceLocation)
}

/// Taps the action of the alert the screen presents that has the title; false when the
/// screen presents no such alert.
@MainActor
@discardableResult
func tapAlertAction(titled title: String, on screen: UIViewController) -> Bool {
  guard let alert = screen.presentedViewController as? UIAlertController,
    let action = alert.actions.first(where: { $0.title == title })
  else { return false }
  alert.tap(action)
  return true
}
