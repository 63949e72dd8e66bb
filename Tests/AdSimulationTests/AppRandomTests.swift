import AdSimulation
import Foundation
import Testing

@Suite("The app's random numbers are drawn from the script's seed inside a run")
struct AppRandomTests {
  /// What a game draws in a run: dice, a shuffled deck, a coin, a UUID.
  @MainActor
  static func draws(seed: UInt64) async -> [String] {
    await Simulation.run(Script(seed: seed)) { _ in
      var generator = SystemRandomNumberGenerator()
      return [
        (0..<5).map { _ in "\(Int.random(in: 1...6))" }.joined(separator: " "),
        Array(1...8).shuffled().map(String.init).joined(separator: " "),
        "\(Bool.random()) \(Double.random(in: 0..<1)) \(generator.next())",
        UUID().uuidString,
      ]
    }
  }

  @Test("Two runs of the same script draw the same numbers; another seed draws others")
  func sameSeedSameNumbers() async {
    let first = await Self.draws(seed: 7)
    let again = await Self.draws(seed: 7)
    let other = await Self.draws(seed: 8)
    #expect(first == again)
    #expect(first != other)
    #expect(first.count == 4 && first[3].count == 36)
  }

  @Test("Outside a run the system's generator answers: two draws differ")
  func systemOutside() {
    let draws = (0..<2).map { _ in (0..<4).map { _ in UInt64.random(in: .min ... .max) } }
    #expect(draws[0] != draws[1])
  }
}
