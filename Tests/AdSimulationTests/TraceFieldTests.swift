import AdSimulation
import Foundation
import Testing

/// Events carry typed facts beside their display text.
@Suite("Typed trace fields")
struct TraceFieldTests {
  @Test("Fields are read by type, and JSON leaves them out only when there are none")
  func fieldsRoundTrip() throws {
    let event = Trace.Event(
      sequence: 1, time: .zero, kind: .call, actor: .app, object: "GADAppOpenAd#1",
      name: "present(fromRootViewController:)", detail: "any wording",
      fields: ["age": .duration(.seconds(14_400)), "delegateSet": .flag(false), "code": .integer(18)])
    #expect(event.duration("age") == .seconds(14_400))
    #expect(event.flag("delegateSet") == false)
    #expect(event.integer("code") == 18)
    #expect(event.text("age") == nil)
    let data = try JSONEncoder().encode(event)
    #expect(try JSONDecoder().decode(Trace.Event.self, from: data) == event)
    let plain = Trace.Event(sequence: 2, time: .zero, kind: .call, actor: .app, object: "x", name: "y")
    let plainJSON = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!plainJSON.contains("fields"))
    #expect(try JSONDecoder().decode(Trace.Event.self, from: Data(plainJSON.utf8)) == plain)
  }
}
