import AdSimulation
import Foundation
import Testing

@Suite("The expire step")
@MainActor
struct ExpireStepTests {
  @Test("{\"step\": \"expire\"} decodes to .expire, whose kind and description are both \"expire\"")
  func decodes() throws {
    let script = try Script.decode(#"{"steps": [{"step": "advance", "by": 60}, {"step": "expire"}]}"#)
    #expect(script.steps == [.advance(.seconds(60)), .expire])
    #expect(Script.Step.expire.kind == .expire)
    #expect(Script.Step.Kind.expire.rawValue == "expire")
    #expect(Script.Step.expire.description == "expire")
    #expect(Script.Step.Kind.allCases.contains(.expire))
  }

  @Test("An expire step with a member, or a misspelt one, is an error naming what was expected")
  func malformed() {
    let cases = [
      (
        #"{"steps": [{"step": "expire", "after": 10}]}"#,
        #"bad.json:1:31: steps[0].after: expected one of the members "step", but found an unknown member "after"."#
      ),
      (
        #"{"steps": [{"step": "expires"}]}"#,
        #"bad.json:1:21: steps[0].step: expected one of \#(ScriptJSONTests.stepNames), but found the string "expires"; did you mean "expire"?"#
      ),
    ]
    for (text, message) in cases {
      #expect {
        try Script.decode(text, file: "bad.json")
      } throws: { error in
        (error as? Script.LoadError)?.description == message
      }
    }
    #expect(ScriptJSONTests.stepNames.contains(#""busyMoment", "expire""#))
  }

  @Test("With no driver, expire is recorded as the SDK's step and ignored; a driver may let time pass")
  func drivers() async {
    await Simulation.run(Script()) { sim in
      await sim.perform(.expire)
      #expect(
        sim.trace.events.map { "\($0.kind) \($0.actor) \($0.name) \($0.detail)" } == [
          "driven sdk expire ",
          "driven sdk ignored nothing handles expire here",
        ])
      let fired = Log<String>()
      sim.schedule(after: .seconds(3), "timer") { fired.append("timer at \(sim.clock.now)") }
      sim.addDriver(for: .expire) { _ in
        await sim.advanceWithinStep(by: .seconds(5))
        return true
      }
      await sim.perform(.expire)
      #expect(fired.items == ["timer at 3.000"])
      #expect(sim.clock.now.description == "5.000")
      #expect(sim.trace.events(named: "ignored").count == 1)
    }
  }
}
