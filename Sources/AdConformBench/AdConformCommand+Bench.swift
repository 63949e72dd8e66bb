import AdConformCommand
import AdContracts
import Foundation

extension AdConformCommand {
  /// The benchmark's JSON document.
  struct BenchDocument: Encodable {
    struct Run: Encodable {
      var rule: String
      var subject: String
      var medianMilliseconds: Double
    }
    struct Reader: Encodable {
      var bytes: Int
      var steps: Int
      var passMilliseconds: [Double]
      var medianMilliseconds: Double
      var megabytesPerSecond: Double
      var failure: String?
    }
    struct Exploration: Encodable {
      var subjects: [String]
      var scenariosPerSubject: Int
      var stepsPerScenario: Int
      /// Every client at its fastest pass.
      var oneCoreScenariosPerSecond: Double
      var allCoresScenariosPerSecond: Double?
      /// Each pass, every client once.
      var oneCorePassesScenariosPerSecond: [Double]
      /// Each client alone at its fastest pass, in the order of `subjects`.
      var oneCoreScenariosPerSecondBySubject: [Double]
      var allCoresPassesScenariosPerSecond: [Double]
      var cores: Int
      /// The processor time the all-core workers were given over their wall time.
      var coresGiven: Double?
      /// The processor time a scenario took in one worker, and with a worker on each core.
      var oneCoreProcessorMicrosecondsPerScenario: Double?
      var allCoresProcessorMicrosecondsPerScenario: Double?
      var scaling: Double?
      /// With one worker, each scenario a fresh launch as `explore` plays it: every client,
      /// then each alone in the order of `subjects`.
      var freshLaunchScenariosPerSubject: Int?
      var freshLaunchScenariosPerSecond: Double?
      var freshLaunchScenariosPerSecondBySubject: [Double]?
      var shrink: Shrink?
      var note: String?
    }
    struct Shrink: Encodable {
      var subject: String
      var rule: String
      var steps: Int
      var milliseconds: Double
    }
    struct Launches: Encodable {
      var subject: String
      var runs: Int
      var passMilliseconds: [Double]
      var medianMilliseconds: Double
      var perLaunchMilliseconds: Double
      var atOnce: Int
    }
    struct Target: Encodable {
      var name: String
      var limit: String
      var measured: String
      var met: Bool
    }
    var version: Int
    var optimized: Bool
    var iterations: Int
    var runsPerPass: Int
    var passMilliseconds: [Double]
    var medianPassMilliseconds: Double
    var slowest: [Run]
    var peakMemoryBytes: Int?
    var deterministic: Bool
    var reader: Reader
    var exploration: Exploration?
    var launches: Launches?
    var targets: [Target]
    var meetsTargets: Bool
  }

  /// Runs the catalogue repeatedly and reports its speed and memory against the targets,
  /// then times the JSON script reader on a one-line script.
  ///
  /// Exits 1 when the passes disagree (a determinism failure), when the reader rejects
  /// its script or, in a release build, when a target is missed; a debug build reports
  /// timings without holding them to the targets.
  static func bench(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let fixtures = try selectFixtures(arguments.subjects, from: clients)
    let rules = try selectRules(arguments.rules, from: rules)
    let measurement = await Benchmark.measure(
      iterations: arguments.iterations, rules: rules, fixtures: fixtures)
    let status: ExitCode = measurement.meetsTargets ? .conforming : .violations
    if arguments.format == .json {
      return (status, JSONOutput.encode(benchDocument(measurement)))
    }
    return (status, benchText(measurement))
  }

  static func benchDocument(_ measurement: Benchmark.Measurement) -> BenchDocument {
    let milliseconds = Benchmark.millisecondsValue
    return BenchDocument(
      version: jsonVersion, optimized: measurement.optimized, iterations: measurement.iterations,
      runsPerPass: measurement.runsPerPass, passMilliseconds: measurement.passes.map(milliseconds),
      medianPassMilliseconds: milliseconds(measurement.medianPass),
      slowest: measurement.slowest.map {
        .init(rule: $0.rule, subject: $0.subject, medianMilliseconds: milliseconds($0.median))
      },
      peakMemoryBytes: measurement.peakMemoryBytes, deterministic: measurement.deterministic,
      reader: .init(
        bytes: measurement.reader.bytes, steps: measurement.reader.steps,
        passMilliseconds: measurement.reader.passes.map(milliseconds),
        medianMilliseconds: milliseconds(measurement.reader.median),
        megabytesPerSecond: measurement.reader.megabytesPerSecond, failure: measurement.reader.failure),
      exploration: measurement.exploration.map { sample in
        .init(
          subjects: sample.subjects, scenariosPerSubject: sample.scenariosPerSubject, stepsPerScenario: 20,
          oneCoreScenariosPerSecond: sample.oneCore.rounded(), allCoresScenariosPerSecond: sample.allCores?.rounded(),
          oneCorePassesScenariosPerSecond: sample.oneCorePasses.map { $0.rounded() },
          oneCoreScenariosPerSecondBySubject: sample.oneCoreBySubject.map { $0.rounded() },
          allCoresPassesScenariosPerSecond: sample.allCoresPasses.map { $0.rounded() }, cores: sample.cores,
          coresGiven: sample.usage.map { ($0.coresGiven * 100).rounded() / 100 },
          oneCoreProcessorMicrosecondsPerScenario: sample.usage.map {
            (Benchmark.millisecondsValue($0.oneCorePerScenario) * 1_000).rounded()
          },
          allCoresProcessorMicrosecondsPerScenario: sample.usage.map {
            (Benchmark.millisecondsValue($0.allCoresPerScenario) * 1_000).rounded()
          },
          scaling: sample.scaling,
          freshLaunchScenariosPerSubject: sample.freshLaunches.map { _ in sample.freshLaunchScenariosPerSubject },
          freshLaunchScenariosPerSecond: sample.freshLaunches?.rounded(),
          freshLaunchScenariosPerSecondBySubject: sample.freshLaunches.map { _ in
            sample.freshLaunchesBySubject.map { $0.rounded() }
          },
          shrink: sample.shrunk.map {
            .init(subject: $0.subject, rule: $0.rule, steps: $0.steps, milliseconds: milliseconds($0.time))
          }, note: sample.note)
      },
      launches: measurement.launches.map { sample in
        .init(
          subject: sample.subject, runs: sample.runs, passMilliseconds: sample.passes.map(milliseconds),
          medianMilliseconds: milliseconds(sample.median), perLaunchMilliseconds: milliseconds(sample.perLaunch),
          atOnce: ProcessInfo.processInfo.activeProcessorCount)
      },
      targets: measurement.targets.map { .init(name: $0.name, limit: $0.limit, measured: $0.measured, met: $0.met) },
      meetsTargets: measurement.meetsTargets)
  }

  /// Each pass's speed, for example ` (passes: 4812, 5120, 4977)`; nothing for one pass.
  static func passesText(_ passes: [Double]) -> String {
    passes.count > 1 ? " (passes: " + passes.map { String(format: "%.0f", $0) }.joined(separator: ", ") + ")" : ""
  }

  static func benchText(_ measurement: Benchmark.Measurement) -> String {
    var lines = [
      "adconform bench: \(measurement.iterations) \(measurement.iterations == 1 ? "pass" : "passes")"
        + " of \(measurement.runsPerPass) rule runs each"
        + (measurement.optimized ? " (release build)" : " (debug build)"),
      "",
      "Median pass: \(Benchmark.milliseconds(measurement.medianPass))"
        + " (\(measurement.passes.map(Benchmark.milliseconds).joined(separator: ", ")))",
      "Slowest runs (median):",
    ]
    for timing in measurement.slowest {
      lines.append("  \(Benchmark.milliseconds(timing.median))  \(timing.rule) — \(timing.subject)")
    }
    lines.append(
      "Peak memory: " + (measurement.peakMemoryBytes.map(Benchmark.mebibytes) ?? "not reported on this system"))
    lines.append(
      measurement.deterministic
        ? "Every pass gave the same reports."
        : "Expected every pass to give the same reports, but they differed: a run depends on something besides its script and seed."
    )
    let reader = measurement.reader
    lines.append(
      "Script reader: " + String(format: "%.1f MB", Double(reader.bytes) / 1e6)
        + " on one line, \(reader.steps) steps, "
        + "median \(Benchmark.milliseconds(reader.median)) (\(reader.passes.map(Benchmark.milliseconds).joined(separator: ", "))): "
        + Benchmark.megabytesPerSecond(reader.megabytesPerSecond))
    if let failure = reader.failure {
      lines.append(failure)
    }
    if let launches = measurement.launches {
      lines.append(
        "Fresh launches: \(launches.subject)'s \(launches.runs) rule runs, each a launch of its own, median "
          + "\(Benchmark.milliseconds(launches.median)) (\(Benchmark.milliseconds(launches.perLaunch)) a launch, "
          + "\(ProcessInfo.processInfo.activeProcessorCount) at a time)")
    }
    if let sample = measurement.exploration {
      lines.append(
        "Exploration: \(sample.scenariosPerSubject) scenarios of 20 steps for each of \(sample.subjects.joined(separator: ", "))"
      )
      let passes = sample.oneCorePasses.count
      if passes > 1 {
        lines.append("  \(passes) passes; each client counts at its fastest pass")
      }
      lines.append(
        String(format: "  one core: %.0f scenarios/s", sample.oneCore) + Self.passesText(sample.oneCorePasses))
      if sample.oneCoreBySubject.count == sample.subjects.count {
        let each = zip(sample.subjects, sample.oneCoreBySubject).map { "\($0) \(Int($1.rounded()))" }
        lines.append("  one core, each client alone: " + each.joined(separator: ", "))
      }
      if let all = sample.allCores, let scaling = sample.scaling {
        lines.append(
          String(format: "  %d cores: %.0f scenarios/s (%.2f× one core)", sample.cores, all, scaling)
            + Self.passesText(sample.allCoresPasses))
        if let usage = sample.usage {
          lines.append(
            String(
              format:
                "  the workers were given %.2f cores of %d; a scenario took %.0f µs of processor time in one, %.0f µs in %d",
              usage.coresGiven, sample.cores, Benchmark.millisecondsValue(usage.oneCorePerScenario) * 1_000,
              Benchmark.millisecondsValue(usage.allCoresPerScenario) * 1_000, sample.cores))
        }
      }
      if let fresh = sample.freshLaunches {
        let each = zip(sample.subjects, sample.freshLaunchesBySubject).map { "\($0) \(Int($1.rounded()))" }
        lines.append(
          String(
            format:
              "  one core, each scenario a fresh launch as explore plays it (%d scenarios a client): %.0f scenarios/s",
            sample.freshLaunchScenariosPerSubject, fresh))
        lines.append("    each client alone: " + each.joined(separator: ", "))
      }
      if let shrunk = sample.shrunk {
        lines.append(
          "  shrinking: \(Benchmark.milliseconds(shrunk.time)) for \(shrunk.rule) on \(shrunk.subject), down to \(shrunk.steps) steps"
        )
      }
      if let note = sample.note { lines.append("  (\(note))") }
    }
    lines.append("")
    for target in measurement.targets {
      let mark = !measurement.optimized ? "·" : target.met ? "✔" : "✘"
      lines.append("\(mark) \(target.name): \(target.measured), target \(target.limit)")
    }
    if !measurement.optimized {
      lines.append("")
      lines.append("Timings of a debug build are not held to the targets; run `swift run -c release adconform bench`.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
