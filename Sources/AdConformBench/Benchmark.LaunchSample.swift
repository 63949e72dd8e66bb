import AdConformCommand
import AdContracts
import Foundation

extension Benchmark {
  /// What one client's catalogue costs when every run is a fresh launch of the program.
  struct LaunchSample {
    /// The client timed.
    var subject: String
    /// The rule runs of one pass.
    var runs: Int
    /// The wall time of each pass, in order.
    var passes: [Duration]

    var median: Duration { Benchmark.median(passes) }
    /// The wall time of one launch, from the median pass.
    var perLaunch: Duration { runs > 0 ? median / runs : .zero }

    /// Times the first launchable client's catalogue, `iterations` times; `nil` when no
    /// client runs in fresh launches here.
    static func measure(
      iterations: Int, rules: [Rule], fixtures: [SubjectCatalogue.Entry]
    ) async -> LaunchSample? {
      guard let subject = fixtures.first(where: \.subject.runsInFreshLaunches)?.subject else { return nil }
      let runs = rules.filter { $0.kind == subject.kind }.map { (rule: $0, subject: subject) }
      let clock = ContinuousClock()
      var passes: [Duration] = []
      for _ in 0..<max(1, iterations) {
        let start = clock.now
        _ = await Rule.run(runs)
        passes.append(start.duration(to: clock.now))
      }
      return LaunchSample(subject: subject.name, runs: runs.count, passes: passes)
    }
  }
}
