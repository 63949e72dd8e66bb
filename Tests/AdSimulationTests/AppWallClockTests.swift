import AdSimulation
import Foundation
import Testing

@Suite("The app's dates follow the run's clock inside a run")
struct AppWallClockTests {
  static let start = Date(timeIntervalSince1970: Double(VirtualClock.startSecondsSince1970))

  @Test("Date() reads the run's start date, then an hour later once the run's clock has moved an hour")
  func datesMoveWithTheRun() async {
    let dates = await Simulation.run(Script(steps: [.advance(.seconds(3600))])) { simulation in
      let first = Date()
      await simulation.play()
      return (first, Date(), Date.now)
    }
    #expect(dates.0 == Self.start)
    #expect(dates.1.timeIntervalSince(dates.0) == 3600)
    #expect(dates.2 == dates.1)
  }

  @Test("Two runs of the same script read the same dates")
  func sameScriptSameDates() async {
    let script = Script(steps: [.advance(.milliseconds(1500))])
    let read = {
      await Simulation.run(script) { simulation in
        await simulation.play()
        return Date().timeIntervalSince1970
      }
    }
    let first = await read()
    let again = await read()
    #expect(first == again)
    #expect(first == Self.start.timeIntervalSince1970 + 1.5)
  }

  /// A date read by code of no actor.
  @concurrent nonisolated static func dateOffTheRunThread() async -> Date { Date() }

  @Test("Code of no actor in the run reads the run's date too")
  func taskOffTheRunThread() async {
    let dates = await Simulation.run(Script(steps: [.advance(.seconds(60))])) { simulation in
      await simulation.play()
      return (await Self.dateOffTheRunThread(), Date())
    }
    #expect(dates.0 == Self.start.addingTimeInterval(60))
    #expect(dates.1 == dates.0)
  }

  @Test("Outside a run the system's clock answers, as the C library's time() does")
  func systemOutside() {
    #expect(abs(Date().timeIntervalSince1970 - Double(time(nil))) < 5)
  }
}
