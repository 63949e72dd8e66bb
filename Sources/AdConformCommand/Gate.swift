import AdContracts

/// Decides a CI gate from verdicts: MUST failures fail it, SHOULD failures warn (fail when
/// strict), unverified rules are listed (fail when strict), and a baseline may accept
/// known deviations until they expire.
struct Gate {
  var strict: Bool
  var baseline: Baseline?
  /// The day the gate is decided on.
  var today: CalendarDay

  /// What the gate made of one verdict.
  enum Outcome: Equatable {
    /// Kept, or not applicable.
    case passed
    /// Fails the gate.
    case failed
    /// A SHOULD failure that only warns.
    case warned
    /// An unverified rule that does not fail the gate.
    case unverified
    /// A violation the baseline accepts until the date.
    case accepted(Baseline.Deviation)
    /// A violation whose baseline entry has expired: it fails the gate.
    case expired(Baseline.Deviation)
  }

  /// The gate's decision on a run.
  struct Result {
    var entries: [(report: Report, outcome: Outcome)]
    /// Baseline entries that match no violation any more.
    var stale: [Baseline.Deviation]

    var fails: Bool {
      entries.contains { entry in
        switch entry.outcome {
        case .failed, .expired: true
        default: false
        }
      }
    }

    /// The counts every format reports.
    var tally: Tally { Tally(self) }
  }

  func decide(_ reports: [Report]) -> Result {
    var matched: [Baseline.Deviation] = []
    let entries = reports.map { report -> (Report, Outcome) in
      (report, outcome(for: report, matched: &matched))
    }
    let stale = (baseline?.deviations ?? []).filter { deviation in
      !matched.contains(deviation)
        && reports.contains { $0.rule == deviation.rule && $0.subject == deviation.client }
    }
    return Result(entries: entries, stale: stale)
  }

  private func outcome(for report: Report, matched: inout [Baseline.Deviation]) -> Outcome {
    let base: Outcome
    switch report.status {
    case .pass, .notApplicable: return .passed
    case .fail: base = .failed
    case .warn: base = strict ? .failed : .warned
    case .unverified: base = strict ? .failed : .unverified
    }
    guard let deviation = baseline?.deviation(rule: report.rule, client: report.subject) else {
      return base
    }
    matched.append(deviation)
    // An unverified rule that does not fail the gate needs no acceptance; its entry is
    // not stale either, since nothing shows the rule is kept.
    if base == .unverified { return base }
    return today > deviation.expires ? .expired(deviation) : .accepted(deviation)
  }
}
