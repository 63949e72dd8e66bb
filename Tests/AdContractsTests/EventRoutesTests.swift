import AdSimulation
import Testing

@testable import AdContracts

/// A watch that names its events sees only those; one that names none sees every event;
/// each event reaches its watches in the order they started.
@Suite("Event routes")
struct EventRoutesTests {
  @MainActor
  static func event(_ name: Trace.Event.Name) -> Trace.Event {
    Trace.Event(sequence: 1, time: .zero, kind: .callback, actor: .sdk, object: "Ad#1", name: name)
  }

  @Test("Named events reach the watches that name them and the ones that read all, in order")
  @MainActor
  func routes() {
    let check: (Trace.Event) -> Rule.Violation? = { _ in nil }
    let watches: [(rule: Int, watch: Rule.Watch)] = [
      (0, .eachEvent(check)),
      (1, .eachEvent(named: ["loaded", "shown"], check)),
      (2, .afterEachStep { nil }),
      (3, .eachEvent(named: ["shown"], check)),
      (4, .eachEvent(check)),
    ]
    let routes = Exploration.EventRoutes(watches) { $0.onSettledEvent != nil }
    #expect(routes.positions(for: Self.event("shown")) == [0, 1, 3, 4])
    #expect(routes.positions(for: Self.event("loaded")) == [0, 1, 4])
    #expect(routes.positions(for: Self.event("closed")) == [0, 4])
    #expect(!routes.isEmpty)
    #expect(Exploration.EventRoutes(watches) { $0.onEvent != nil }.isEmpty)
  }

  @Test("With no watch naming events, every event reaches every watch that reads events")
  @MainActor
  func unnamed() {
    let watches: [(rule: Int, watch: Rule.Watch)] = [
      (0, .eachEvent { _ in nil }), (1, .afterEachStep { nil }), (2, .eachEventAsRecorded { _ in nil }),
    ]
    #expect(Exploration.EventRoutes(watches) { $0.onSettledEvent != nil }.positions(for: Self.event("any")) == [0])
    #expect(Exploration.EventRoutes(watches) { $0.onEvent != nil }.positions(for: Self.event("any")) == [2])
  }
}
