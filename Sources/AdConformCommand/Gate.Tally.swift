import AdContracts

extension Gate {
  /// The counts of a gate's result, shared by every format so they always agree.
  ///
  /// Each verdict is counted once, by what the gate made of it, so the six counts add up
  /// to the number of results: a result that fails the gate is `failed` whatever its
  /// status (a MUST failure, an expired deviation, and under `--strict` a SHOULD failure
  /// or an unverified rule); a violation the baseline accepts is `accepted`; the rest
  /// are counted by status.
  struct Tally: Codable, Equatable, Sendable {
    /// Where one verdict is counted.
    enum Category: Sendable, CaseIterable {
      /// The rule was kept.
      case passed
      /// The verdict fails the gate.
      case failed
      /// A SHOULD failure that only warns.
      case warned
      /// An unverified rule that does not fail the gate.
      case unverified
      /// A rule that does not apply to the client.
      case notApplicable
      /// A violation the baseline accepts.
      case accepted
    }

    /// Kept rules.
    var passed = 0
    /// Verdicts that fail the gate.
    var failed = 0
    /// SHOULD failures that only warn.
    var warned = 0
    /// Unverified rules that do not fail the gate.
    var unverified = 0
    /// Rules that do not apply.
    var notApplicable = 0
    /// Violations the baseline accepts.
    var accepted = 0

    /// Counts the verdicts of a gate's result.
    init(_ result: Result) {
      self.init(result.entries)
    }

    /// Counts the verdicts of some of a result's entries, such as one client's.
    init(_ entries: [(report: Report, outcome: Outcome)]) {
      for entry in entries {
        add(Self.category(of: entry.report, entry.outcome))
      }
    }

    /// Where the gate's outcome for a report is counted.
    static func category(of report: Report, _ outcome: Outcome) -> Category {
      switch outcome {
      case .failed, .expired: .failed
      case .warned: .warned
      case .unverified: .unverified
      case .accepted: .accepted
      case .passed: report.status == .notApplicable ? .notApplicable : .passed
      }
    }

    /// The count of one category.
    subscript(category: Category) -> Int {
      switch category {
      case .passed: passed
      case .failed: failed
      case .warned: warned
      case .unverified: unverified
      case .notApplicable: notApplicable
      case .accepted: accepted
      }
    }

    /// Counts one more verdict in the category.
    mutating func add(_ category: Category) {
      switch category {
      case .passed: passed += 1
      case .failed: failed += 1
      case .warned: warned += 1
      case .unverified: unverified += 1
      case .notApplicable: notApplicable += 1
      case .accepted: accepted += 1
      }
    }

    /// The number of results counted.
    var total: Int { Category.allCases.map { self[$0] }.reduce(0, +) }

    /// The counts in words, as the text and Markdown formats print them:
    /// `16 passed, 1 failed, 0 warned, 0 unverified, 0 accepted, 3 not applicable`.
    var sentence: String {
      "\(passed) passed, \(failed) failed, \(warned) warned, \(unverified) unverified, "
        + "\(accepted) accepted, \(notApplicable) not applicable"
    }
  }
}
