import AdConformCommand
import AdContracts
import Foundation

/// Measures how fast the catalogue runs and how much memory it takes, against targets.
///
/// Each pass runs every selected rule against every selected client, as `adconform run`
/// does. The passes must give the same reports, byte for byte, since runs are
/// deterministic; timings come from the wall clock, which only the benchmark reads.
struct Benchmark {
  /// The limits the benchmark holds a release build to, set with room to spare on a
  /// 2-core machine (where a pass of the whole catalogue takes about 0.3 s).
  enum Target {
    /// One pass of the whole catalogue over every bundled client, median of the passes.
    static let medianPass: Duration = .seconds(1)
    /// The slowest single rule run against one client (the median of its passes).
    static let slowestRun: Duration = .milliseconds(5)
    /// The process's peak resident memory, read before the script reader's passes.
    static let peakMemoryBytes = 128 << 20
    /// The JSON script reader's speed on a one-line script, in megabytes (10^6 bytes) a second.
    static let readerMegabytesPerSecond = 20.0
    /// The size of the script the reader is timed on.
    static let readerScriptBytes = 20_000_000
    /// Exploration's scenarios of 20 steps a second in one process, every rule's property
    /// watching.
    static let explorationScenariosPerSecond = 13_000.0
    /// Exploration's speed on every core over its speed on one.
    static let explorationScaling = 1.8
    /// One client's catalogue with every rule run a fresh launch: the wall time of a launch,
    /// from the median pass over the catalogue (the launches run as many at a time as
    /// there are cores).
    static let launchedCatalogue: Duration = .microseconds(2_500)
    /// A SwiftUI client's catalogue over its UIKit twin's: the same app and the same rules,
    /// its views evaluated and laid out by FakeSwiftUI.
    static let swiftUIOverUIKit = 2.0
    /// The bundled SwiftUI clients, each with the UIKit client of the same kind and shape.
    static let swiftUITwins: [(swiftUI: String, uiKit: String)] = [
      ("NewsFeedView", "AdaptiveBannerViewController"),
      ("LevelMapView", "LevelGameViewController"),
      ("CoinStoreView", "CoinGameViewController"),
    ]
  }

  /// The size of the reader's script in a debug build, whose timings are not held to the
  /// targets: small enough that `swift test` stays quick.
  static let debugReaderScriptBytes = 1_000_000

  /// The size of the script the reader is timed on in this build.
  static var readerScriptBytes: Int {
    isOptimized ? Target.readerScriptBytes : debugReaderScriptBytes
  }

  /// One rule run against one client, and how long it took.
  struct Timing {
    var rule: String
    var subject: String
    var median: Duration
  }

  /// What the benchmark measured.
  struct Measurement {
    /// Whether the command was built with optimisation; targets hold only then.
    var optimized: Bool
    var iterations: Int
    var runsPerPass: Int
    /// The wall time of each pass, in order.
    var passes: [Duration]
    /// The runs that took longest, slowest first.
    var slowest: [Timing]
    var peakMemoryBytes: Int?
    /// Whether every pass gave the same reports.
    var deterministic: Bool
    /// The script reader's passes over a one-line script.
    var reader: ReaderSample
    var exploration: ExplorationSample?
    /// One client's catalogue in fresh launches, when the clients run in them.
    var launches: LaunchSample?
    /// Each client's catalogue in one pass: the sum of its rules' median runs.
    var catalogueBySubject: [String: Duration] = [:]

    /// Each bundled SwiftUI client selected with its UIKit twin, and its catalogue's time
    /// over the twin's.
    var swiftUIRatios: [(swiftUI: String, uiKit: String, ratio: Double)] {
      Target.swiftUITwins.compactMap { pair in
        guard let swiftUI = catalogueBySubject[pair.swiftUI], let uiKit = catalogueBySubject[pair.uiKit], uiKit > .zero
        else { return nil }
        return (pair.swiftUI, pair.uiKit, Benchmark.millisecondsValue(swiftUI) / Benchmark.millisecondsValue(uiKit))
      }
    }

    var medianPass: Duration { Benchmark.median(passes) }

    /// Each target with what was measured against it.
    var targets: [(name: String, limit: String, measured: String, met: Bool)] {
      var rows = [
        (
          "median pass", Benchmark.milliseconds(Target.medianPass), Benchmark.milliseconds(medianPass),
          medianPass <= Target.medianPass
        ),
        (
          "slowest run", Benchmark.milliseconds(Target.slowestRun),
          slowest.first.map { Benchmark.milliseconds($0.median) } ?? "none",
          (slowest.first?.median ?? .zero) <= Target.slowestRun
        ),
      ]
      if let peak = peakMemoryBytes {
        rows.append(
          (
            "peak memory", Benchmark.mebibytes(Target.peakMemoryBytes), Benchmark.mebibytes(peak),
            peak <= Target.peakMemoryBytes
          ))
      }
      rows.append(
        (
          "script reader", "at least " + Benchmark.megabytesPerSecond(Target.readerMegabytesPerSecond),
          Benchmark.megabytesPerSecond(reader.megabytesPerSecond),
          reader.megabytesPerSecond >= Target.readerMegabytesPerSecond
        ))
      if let launches {
        rows.append(
          (
            "one client's catalogue in fresh launches, a launch", Benchmark.milliseconds(Target.launchedCatalogue),
            Benchmark.milliseconds(launches.perLaunch), launches.perLaunch <= Target.launchedCatalogue
          ))
      }
      for twin in swiftUIRatios {
        rows.append(
          (
            "SwiftUI \(twin.swiftUI) over UIKit \(twin.uiKit)",
            String(format: "at most %.1f×", Target.swiftUIOverUIKit),
            String(format: "%.2f×", twin.ratio), twin.ratio <= Target.swiftUIOverUIKit
          ))
      }
      if let exploration {
        rows.append(
          (
            "exploration, one core", String(format: "at least %.0f scenarios/s", Target.explorationScenariosPerSecond),
            String(format: "%.0f scenarios/s", exploration.oneCore),
            exploration.oneCore >= Target.explorationScenariosPerSecond
          ))
        if let scaling = exploration.scaling, exploration.cores >= 2 {
          rows.append(
            (
              "exploration, \(exploration.cores) cores over one",
              String(format: "at least %.1f×", Target.explorationScaling),
              String(format: "%.2f×", scaling), scaling >= Target.explorationScaling
            ))
        }
      }
      return rows
    }

    /// Whether the run meets every target: deterministic, and the reader right, always;
    /// timings and memory only in an optimised build.
    var meetsTargets: Bool {
      deterministic && reader.failure == nil && (!optimized || targets.allSatisfy(\.met))
    }
  }

  /// Runs `iterations` passes of `rules` over `fixtures`, on the main actor where the runs
  /// play, so no pass times a hop between threads.
  @MainActor
  static func measure(
    iterations: Int, rules: [Rule], fixtures: [SubjectCatalogue.Entry], explore: Bool = true
  ) async -> Measurement {
    let clock = ContinuousClock()
    var passes: [Duration] = []
    var durations: [String: [Duration]] = [:]
    var firstReports: [Report]?
    var deterministic = true
    // The passes time the harness itself, every run in this process; fresh launches are
    // timed apart (LaunchSample), since the clients keep nothing between runs.
    let launchable = fixtures
    let fixtures = fixtures.map { $0.with(subject: $0.subject.inThisProcess) }
    for _ in 0..<iterations {
      var reports: [Report] = []
      let passStart = clock.now
      for fixture in fixtures {
        for rule in rules where rule.kind == fixture.subject.kind {
          let start = clock.now
          reports.append(await rule.run(against: fixture.subject))
          durations["\(rule.id)\u{0}\(fixture.subject.name)", default: []].append(start.duration(to: clock.now))
        }
      }
      passes.append(passStart.duration(to: clock.now))
      if let first = firstReports {
        deterministic = deterministic && first == reports
      } else {
        firstReports = reports
      }
    }
    let slowest = durations.map { key, values in
      let parts = key.split(separator: "\u{0}", maxSplits: 1).map(String.init)
      return Timing(rule: parts[0], subject: parts[1], median: median(values))
    }
    .sorted { ($0.median, $0.rule, $0.subject) > ($1.median, $1.rule, $1.subject) }
    let catalogueBySubject = slowest.reduce(into: [String: Duration]()) { sums, timing in
      sums[timing.subject, default: .zero] += timing.median
    }
    // Memory is read before the reader's passes: its target is the catalogue's.
    let peakMemory = peakMemoryBytes()
    return Measurement(
      optimized: isOptimized, iterations: iterations, runsPerPass: firstReports?.count ?? 0, passes: passes,
      slowest: Array(slowest.prefix(5)), peakMemoryBytes: peakMemory, deterministic: deterministic,
      reader: ReaderSample.measure(iterations: iterations, size: readerScriptBytes),
      exploration: explore
        ? await ExplorationSample.measure(
          fixtures: fixtures, rules: rules, passes: ExplorationSample.passes(iterations: iterations))
        : nil,
      launches: await LaunchSample.measure(iterations: iterations, rules: rules, fixtures: launchable),
      catalogueBySubject: catalogueBySubject)
  }

  /// Whether this build is optimised (`swift build -c release`).
  static var isOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// The process's peak resident memory, from the kernel, where it tells.
  static func peakMemoryBytes() -> Int? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kibibytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
      else { return nil }
      return kibibytes << 10
    #else
      return nil
    #endif
  }

  static func median(_ values: [Duration]) -> Duration {
    guard !values.isEmpty else { return .zero }
    return values.sorted()[values.count / 2]
  }

  /// The duration in milliseconds.
  static func millisecondsValue(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// The duration in milliseconds, for people: `12.34 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.2f ms", millisecondsValue(duration))
  }

  /// A speed for people: `64.2 MB/s`.
  static func megabytesPerSecond(_ speed: Double) -> String {
    String(format: "%.1f MB/s", speed)
  }

  static func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
  }
}
