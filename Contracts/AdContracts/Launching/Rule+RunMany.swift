import Foundation

extension Rule {
  /// Runs each rule against its subject and returns the verdicts in the order of the runs.
  ///
  /// Runs in fresh launches (subjects of a ``SubjectList``, or the program's own) go side by
  /// side, up to `width` at once, since each is a process of its own; runs in this process
  /// take turns, as simulations never overlap. The verdicts are the same whatever the
  /// width.
  ///
  /// - Parameters:
  ///   - runs: Each rule with the subject to run it against.
  ///   - width: The most runs under way at once; the machine's active cores by default.
  @MainActor
  public static func run(
    _ runs: [(rule: Rule, subject: Subject)], width: Int = ProcessInfo.processInfo.activeProcessorCount
  ) async -> [Report] {
    // Runs in this process take turns anyway; one at a time keeps them in order.
    guard runs.contains(where: \.subject.runsInFreshLaunches), width > 1 else {
      var reports: [Report] = []
      for run in runs { reports.append(await run.rule.run(against: run.subject)) }
      return reports
    }
    var reports = [Report?](repeating: nil, count: runs.count)
    await withTaskGroup(of: (Int, Report).self) { group in
      var next = 0
      func startNext() {
        guard next < runs.count else { return }
        let index = next
        let run = runs[index]
        next += 1
        // A run in a fresh launch waits off the main actor; only a run played here goes to it.
        group.addTask {
          if let report = run.rule.notApplicableReport(for: run.subject) { return (index, report) }
          if let report = await run.rule.launchedReport(against: run.subject) { return (index, report) }
          return (index, await run.rule.played(against: run.subject))
        }
      }
      for _ in 0..<max(1, width) { startNext() }
      for await (index, report) in group {
        reports[index] = report
        startNext()
      }
    }
    return reports.map { $0! }
  }
}
