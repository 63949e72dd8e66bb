import Foundation
import Testing

@testable import AdConformBench
@testable import AdConformCommand

/// Exploration's speed over several passes: each client counts at its fastest pass, and
/// every pass is reported as well.
@Suite("bench passes")
struct BenchPassesTests {
  @Test("Each client counts at its fastest pass; each pass sums every client once")
  func fastestAndPasses() {
    // Two clients of 1,000 scenarios each: the first takes 0.5 s then 0.4 s, the second
    // 0.3 s then 0.6 s. At their fastest the 2,000 scenarios take 0.7 s.
    let times: [[Duration]] = [[.milliseconds(500), .milliseconds(400)], [.milliseconds(300), .milliseconds(600)]]
    let rates = Benchmark.ExplorationSample.rates(of: times, scenariosPerClient: 1_000)
    #expect(Int(rates.fastest.rounded()) == 2_857)
    #expect(rates.passes.map { Int($0.rounded()) } == [2_500, 2_000])
  }

  @Test("The text lists the passes only when there are several")
  func passesText() {
    #expect(AdConformCommand.passesText([4_811.6, 5_120]) == " (passes: 4812, 5120)")
    #expect(AdConformCommand.passesText([4_811.6]) == "")
  }

  @Test("The workers' usage: cores given, and the processor time of a scenario in one worker and in all")
  func usage() throws {
    // 8,000 scenarios took 0.6 s of processor time in one worker, and 0.64 s with two
    // workers over 0.4 s of wall time: 1.6 cores given, 75 µs and 80 µs a scenario.
    let usage = try #require(
      Benchmark.ExplorationSample.WorkerUsage(
        oneCoreProcessor: .milliseconds(600), allCoresProcessor: .milliseconds(640), allCoresWall: .milliseconds(400),
        scenarios: 8_000))
    #expect(abs(usage.coresGiven - 1.6) < 1e-9)
    #expect(usage.oneCorePerScenario == .microseconds(75))
    #expect(usage.allCoresPerScenario == .microseconds(80))
    #expect(
      Benchmark.ExplorationSample.WorkerUsage(
        oneCoreProcessor: .zero, allCoresProcessor: .milliseconds(640), allCoresWall: .milliseconds(400),
        scenarios: 8_000) == nil)
  }

  #if os(Linux) || os(macOS)
    @Test("The processor time of finished workers grows by what a finished child process used")
    func processorTimeOfFinishedWorkers() throws {
      let before = WorkerProcesses.processorTimeOfFinishedWorkers()
      let child = Process()
      child.executableURL = URL(fileURLWithPath: "/bin/sh")
      child.arguments = ["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"]
      try child.run()
      child.waitUntilExit()
      #expect(child.terminationStatus == 0)
      #expect(WorkerProcesses.processorTimeOfFinishedWorkers() > before)
    }
  #endif
}
