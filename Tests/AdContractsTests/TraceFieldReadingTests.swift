@testable import AdContracts
import AdSimulation
import Testing

/// App open rules read an ad's age and its delegate from the present call's fields, so a
/// reworded timeline line changes nothing.
@Suite("Rules read typed fields")
struct TraceFieldReadingTests {
  @Test("The ad's age comes from the age field, whatever the detail says")
  @MainActor
  func ageFromField() {
    let call = Trace.Event(
      sequence: 1, time: .zero, kind: .call, actor: .app, object: "GADAppOpenAd#1",
      name: "present(fromRootViewController:)", detail: "presented fresh, delegate fine",
      fields: ["age": .duration(.seconds(14_401)), "delegateSet": .flag(true)])
    #expect(AppOpenRun.age(of: call) == 14_401)
  }
}
