import AdSimulation
import Foundation
import Testing

@Suite("Trace")
struct TraceTests {
  static func sample() -> Trace {
    var trace = Trace()
    trace.append(
      at: .zero, .created, actor: .app, object: "ADBannerView#1", name: "ADBannerView(frame: .zero)",
      detail: "required [landscape, portrait]")
    trace.append(
      at: .zero.advanced(by: .seconds(2)), .callback, actor: .sdk, object: "ADBannerView#1",
      name: "bannerViewDidLoadAd", detail: "isBannerLoaded = true")
    trace.append(
      at: .zero.advanced(by: .milliseconds(2_500)), .property, actor: .app, object: "ADBannerView#1",
      name: "currentContentSizeIdentifier", detail: "landscape → 480×32")
    trace.append(
      at: .zero.advanced(by: .milliseconds(12_250)), .driven, actor: .clock, object: "",
      name: "advance", detail: "30.000 s")
    trace.append(
      at: .zero.advanced(by: .seconds(3600)), .system, actor: .system, object: "",
      name: "didEnterBackground")
    trace.append(
      at: .zero.advanced(by: .seconds(3600)), .misuse, actor: .app, object: "ADBannerView#1",
      name: "currentContentSizeIdentifier", detail: "the device would throw")
    return trace
  }

  @Test("Appending numbers events from 1 and keeps their time, kind, actor and details")
  func append() {
    let trace = Self.sample()
    #expect(trace.events.map(\.sequence) == [1, 2, 3, 4, 5, 6])
    let second = trace.events[1]
    #expect(second.time == .zero.advanced(by: .seconds(2)))
    #expect(second.kind == .callback)
    #expect(second.actor == .sdk)
    #expect(second.object == "ADBannerView#1")
    #expect(second.name == "bannerViewDidLoadAd")
    #expect(second.detail == "isBannerLoaded = true")
    #expect(trace.events(.misuse).map(\.sequence) == [6])
    #expect(trace.events(named: "currentContentSizeIdentifier").map(\.sequence) == [3, 6])
    #expect(Trace().events.isEmpty)
  }

  @Test("Each timeline line reads: time right-aligned, actor, arrow for messages, name, detail in a column")
  func timelineFormat() {
    let lines = Self.sample().timeline()
    #expect(
      lines == [
        "    0.000  app → ADBannerView(frame: .zero)              required [landscape, portrait]",
        "    2.000  sdk → bannerViewDidLoadAd                     isBannerLoaded = true",
        "    2.500  app → ADBannerView#1.currentContentSizeIdentifier landscape → 480×32",
        "   12.250  clock   advance                               30.000 s",
        " 3600.000  system   didEnterBackground",
        " 3600.000  app → currentContentSizeIdentifier            the device would throw",
      ])
  }

  @Test("A timeline of chosen events prints only those, and line(for:) matches it")
  func timelineOfSomeEvents() {
    let trace = Self.sample()
    let chosen = trace.events(.callback)
    #expect(trace.timeline(chosen) == [Trace.line(for: trace.events[1])])
    #expect(trace.timeline([]) == [])
    #expect(trace.timeline().count == trace.events.count)
  }

  @Test("Every kind is either a message with an arrow or an observation without one")
  func arrows() {
    for kind in Trace.Event.Kind.allCases {
      let event = Trace.Event(
        sequence: 1, time: .zero, kind: kind, actor: .sdk, object: "", name: "x")
      let arrowed: Set<Trace.Event.Kind> = [.call, .property, .created, .callback, .misuse]
      #expect(Trace.line(for: event) == (arrowed.contains(kind) ? "    0.000  sdk → x" : "    0.000  sdk   x"))
    }
  }

  @Test("encoded() is stable JSON: sorted keys, times in whole milliseconds")
  func encodedIsStable() throws {
    var trace = Trace()
    trace.append(
      at: .zero.advanced(by: .milliseconds(2_500)), .callback, actor: .sdk, object: "ADBannerView#1",
      name: "bannerViewDidLoadAd", detail: "isBannerLoaded = true")
    trace.append(
      at: .zero.advanced(by: .microseconds(30_000_999)), .driven, actor: .clock, object: "",
      name: "advance", detail: "480×32")
    let json = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(
      json
        == #"{"events":[{"actor":"sdk","detail":"isBannerLoaded = true","kind":"callback","name":"bannerViewDidLoadAd","object":"ADBannerView#1","sequence":1,"time":2500},{"actor":"clock","detail":"480×32","kind":"driven","name":"advance","object":"","sequence":2,"time":30000}]}"#
    )
    #expect(trace.encoded() == trace.encoded())
  }

  @Test("A name is written as its text, and every kind of field, a rectangle included, round-trips")
  func typedNamesAndFields() throws {
    var trace = Trace()
    let fields: [String: Trace.Value] = [
      "code": .integer(3), "height": .number(50), "loaded": .flag(true),
      "unit": .text("ca-app-pub-3940256099942544/5575463023"),
      "age": .duration(.seconds(14_400)), "frame": .rectangle(x: 0, y: 430, width: 320, height: 50),
    ]
    trace.append(
      at: .zero, .observation, actor: .sdk, object: "ADBannerView#1", name: .released, detail: "", fields: fields)
    let json = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(json.contains("\"name\":\"released\""))
    let decoded = try JSONDecoder().decode(Trace.self, from: Data(json.utf8))
    #expect(decoded.events == trace.events)
    let event = try #require(decoded.events.first)
    #expect(event.name == .released && event.name.description == "released")
    #expect(event.rectangle("frame").map { [$0.x, $0.y, $0.width, $0.height] } == [0, 430, 320, 50])
    #expect(event.integer("code") == 3 && event.flag("loaded") == true && event.duration("age") == .seconds(14_400))
    #expect(event.rectangle("code") == nil)
  }

  @Test("An encoded trace decodes back to the same events")
  func roundTrip() throws {
    let trace = Self.sample()
    let decoded = try JSONDecoder().decode(Trace.self, from: trace.encoded())
    #expect(decoded == trace)
    #expect(decoded.encoded() == trace.encoded())
  }

  @Test("A simulation stamps events with the virtual time at which they happen")
  @MainActor func simulationStampsTime() async {
    let lines = await Simulation.run(Script()) { sim in
      sim.record(.observation, actor: .app, object: "Thing#1", name: "first")
      await sim.advance(by: .milliseconds(1_250))
      sim.record(.call, actor: .app, object: "Thing#1", name: "second()", detail: "now")
      return sim.trace.timeline()
    }
    #expect(
      lines == [
        "    0.000  app   first",
        "    1.250  app → second()                                now",
      ])
  }
}
