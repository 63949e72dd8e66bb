@testable import AdConformCommand
import Testing

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
}
