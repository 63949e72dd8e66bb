import AdContracts
import Foundation
import IndependentApps
import Testing

/// The verdicts one client should earn: every rule of its kind passes (or does not apply)
/// except the listed ones.
struct Expectation {
  /// The rules of the client's kind.
  var catalogue: [Rule]
  /// The rules whose verdict is not a pass, with that verdict and why.
  var exceptions: [String: (status: Report.Status, why: String)] = [:]
  /// The interstitial rules that do not apply to an app whose own clock brings its breaks:
  /// the harness cannot tell such a break from any other moment.
  static let appClockInterstitialExceptions: [String: (status: Report.Status, why: String)] = [
    "gma.interstitial.not-shown-on-load": (
      .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
    "gma.interstitial.shown-at-break": (
      .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
  ]
  /// The rules the client breaks on purpose; exploration must find each one that check
  /// does not already show, and must find nothing else.
  var planted: Set<String> = []
  /// Rules the client breaks, though not on purpose, in an order only exploration plays:
  /// each rule's own scenario passes it, and the longer exploration in CI
  /// (`.ci/explore-independent`) finds it. Each comes with what the client does wrong.
  var foundByExploration: [String: String] = [:]
  /// Rules on which the harness is known to give a verdict the client does not earn, each
  /// with what a device would show instead. A difference on one of them is a known issue
  /// (and its absence is reported, so a fixed harness shows here).
  var harnessGaps: [String: String] = [:]
  /// Whether exploration runs too.
  var explores = true
  /// How many scenarios exploration plays here: 300, or what
  /// `ADCONFORM_INDEPENDENT_SCENARIOS` says. CI explores each subject with 20,000 more in a
  /// release build (`.ci/explore-independent`).
  var scenarios = ProcessInfo.processInfo.environment["ADCONFORM_INDEPENDENT_SCENARIOS"].flatMap(Int.init) ?? 300

  /// Whether the app's breaks can come while a full-screen ad covers its screen (the
  /// subject's `inputReachesAppUnderAd`). When they cannot, as for an app whose breaks are
  /// the user's taps on its own screen, no second break can come over an ad, and the
  /// interstitial and rewarded interstitial `single-presentation` checks do not apply.
  var breaksReachAppUnderAd = false

  /// The rules that do not apply when breaks cannot reach the app under an ad.
  static let needBreakUnderAd: Set<String> = [
    "gma.interstitial.single-presentation", "gma.rewarded-interstitial.single-presentation",
  ]

  /// The rules the client's catalog entry declares it breaks: those whose expected
  /// verdict is a failure or a warning.
  var declaredViolations: Set<String> {
    Set(catalogue.map(\.id).filter { verdict(of: $0) == .fail || verdict(of: $0) == .warn })
  }

  /// The rules the client's catalog entry declares the harness cannot decide for it: those
  /// whose expected verdict is unverified.
  var declaredUnverifiable: Set<String> { Set(catalogue.map(\.id).filter { verdict(of: $0) == .unverified }) }

  /// The rules the client's catalog entry declares only exploration finds: the planted
  /// ones whose check is not expected to show a violation.
  var declaredExplorationFinds: Set<String> {
    planted.subtracting(declaredViolations).union(foundByExploration.keys)
  }

  /// The expected verdict of a rule.
  func verdict(of id: String) -> Report.Status {
    if let status = exceptions[id]?.status { return status }
    if planted.contains(id) { return .fail }
    if !breaksReachAppUnderAd, Self.needBreakUnderAd.contains(id) { return .notApplicable }
    return .pass
  }
}

/// Runs every rule of the expectation's catalogue against the subject, then explores it,
/// and records an issue for each verdict that differs from the expectation and for each
/// rule exploration finds broken that the table does not say fails or warns.
///
/// A pass where the table says not applicable (or the reverse) is a difference too: the
/// table states what the run should observe. Set `INDEPENDENT_CLIENTS_DUMP=1` to print
/// every verdict.
///
/// The subject must be one of ``IndependentApps``: it is judged as a device would see it,
/// each run a fresh launch of the program.
func judge(
  _ subject: Subject, _ expectation: Expectation, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let subject = IndependentApps.launching(subject)
  let ids = Set(expectation.catalogue.map(\.id))
  let unknown = Set(expectation.exceptions.keys).union(expectation.planted).subtracting(ids)
  #expect(unknown.isEmpty, "names rules not in the catalogue: \(unknown.sorted())", sourceLocation: sourceLocation)
  let dump = ProcessInfo.processInfo.environment["INDEPENDENT_CLIENTS_DUMP"] != nil
  var caughtByCheck: Set<String> = []
  for rule in expectation.catalogue {
    let report = await rule.run(against: subject)
    let want = expectation.verdict(of: rule.id)
    if dump { print("VERDICT \(subject.name) \(rule.id) \(report.status.rawValue) | \(report.message)") }
    if report.status.isViolation { caughtByCheck.insert(rule.id) }
    let matches = report.status == want || (want == .fail && report.status == .warn && rule.severity == .should)
    if matches, expectation.harnessGaps[rule.id] != nil {
      Issue.record(
        Comment(rawValue: "\(subject.name) on \(rule.id): the harness now gives \(want.rawValue); remove the gap."),
        sourceLocation: sourceLocation)
    }
    guard !matches else { continue }
    let text = """
      \(subject.name) on \(rule.id): expected \(want.rawValue), the harness said \(report.status.rawValue).
      \(report.text)
      \(report.timeline.joined(separator: "\n"))
      """
    if let gap = expectation.harnessGaps[rule.id] {
      withKnownIssue(Comment(rawValue: gap)) { Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation) }
    } else {
      Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
  }
  for rule in expectation.harnessGaps.keys.sorted() where !ids.contains(rule) {
    Issue.record(Comment(rawValue: "harnessGaps names \(rule), not in the catalogue"), sourceLocation: sourceLocation)
  }
  guard expectation.explores else { return }
  let result = await Exploration(scenarios: expectation.scenarios, seed: 1).run(on: subject, rules: expectation.catalogue)
  if let unverified = result.unverified {
    Issue.record(Comment(rawValue: "\(subject.name) could not be explored: \(unverified)"), sourceLocation: sourceLocation)
  }
  let found = Set(result.findings.map(\.rule))
  if dump { print("EXPLORED \(subject.name) found \(found.sorted())") }
  for finding in result.findings
  where !expectation.planted.contains(finding.rule) && !expectation.declaredViolations.contains(finding.rule)
    && expectation.foundByExploration[finding.rule] == nil
  {
    if let gap = expectation.harnessGaps[finding.rule] {
      withKnownIssue(Comment(rawValue: gap)) {
        Issue.record(Comment(rawValue: "\(subject.name): exploration found \(finding.rule): \(finding.message)"), sourceLocation: sourceLocation)
      }
      continue
    }
    Issue.record(
      Comment(rawValue: "\(subject.name): exploration found \(finding.rule), which the client keeps. \(finding.message)\n\(finding.timeline.joined(separator: "\n"))"),
      sourceLocation: sourceLocation)
  }
  for rule in expectation.planted.subtracting(found).subtracting(caughtByCheck) {
    Issue.record(Comment(rawValue: "\(subject.name): neither check nor exploration caught the planted \(rule)."), sourceLocation: sourceLocation)
  }
}
