import AdContracts
import Synchronization

/// The deprecation notes one run of the command collects, printed before its errors.
///
/// A rule id written the old, unscoped way (`banner.placed-at-edge`) still works on the
/// command line and in a baseline file; each distinct one earns one line on standard
/// error saying what to write instead.
final class DeprecationNotes: Sendable {
  /// The collector of the run under way, for readers deep in the run (the baseline file).
  @TaskLocal static var collecting: DeprecationNotes?

  private let notes = Mutex<[String]>([])

  /// The current spelling of a rule id or pattern, noting it when it was an old one.
  ///
  /// An old spelling that matches no rule under the new one is left as written, so the
  /// error that follows quotes what the user wrote.
  func current(_ id: String, in rules: Catalogue) -> String {
    let (current, note) = Catalogue.currentSpelling(of: id)
    guard note != nil, rules.rules.contains(where: { AdConformCommand.matches($0.id, current) }) else { return id }
    return noting(id)
  }

  /// The current spelling of a rule id the caller knows names a rule, noting it when it
  /// was an old one.
  func noting(_ id: String) -> String {
    let (current, note) = Catalogue.currentSpelling(of: id)
    if let note { notes.withLock { if !$0.contains(note) { $0.append(note) } } }
    return current
  }

  /// Notes a line of its own, once.
  func note(_ text: String) {
    notes.withLock { if !$0.contains(text) { $0.append(text) } }
  }

  /// The notes as lines for standard error, empty when there are none.
  var text: String {
    notes.withLock { $0.map { "\(AdConformCommand.programName): note: \($0)\n" }.joined() }
  }
}
