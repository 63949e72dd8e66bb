import AdContracts
import AdSimulation
import ExampleSubjects
import FakeGoogleMobileAds
import Foundation
import Testing

/// Code and files written against the former names keep working for a release: the types
/// and members renamed when "rule" became the one word and each kind took its SDK's name,
/// the JSON key `contract`, and a rewarded script that asks with `transition`.
@Suite("The former names still work")
struct FormerNamesTests {
  @available(*, deprecated, message: "reads the former names on purpose")
  @Test("Each former name is the same thing as its new one")
  func formerNames() {
    let catalogue = Catalogue.standard
    #expect(catalogue.contracts == catalogue.rules)
    #expect(
      Catalogue.contract(withID: "iad.banner.placed-at-edge") == Catalogue.rule(withID: "iad.banner.placed-at-edge"))
    #expect(Catalogue.contracts(for: .googleAppOpen) == Catalogue.rules(for: .googleAppOpen))
    #expect(BannerContracts.all == IAdBannerRules.all)
    #expect(AppOpenContracts.chapter.contracts == GoogleAppOpenRules.all)
    #expect(Contract.Kind.banner == Rule.Kind.iAdBanner)
    #expect(Contract.Kind.interstitial == Rule.Kind.iAdInterstitial)
    #expect(Contract.Kind.appOpen == Rule.Kind.googleAppOpen)
    #expect(Window.request == Rule.Window.request)
    #expect(GoogleRewardScenario() == GoogleRewardBehaviour())
    var report = Report(
      contract: "iad.banner.placed-at-edge", severity: .must, subject: "S", status: .pass, message: "",
      timeline: [], guide: "", fix: "")
    #expect(report.rule == "iad.banner.placed-at-edge")
    report.contract = "iad.banner.shown-when-loaded"
    #expect(report.rule == "iad.banner.shown-when-loaded")
    let subject = Subject.bannerScreen("Old") { _ in UIViewController() }
    #expect(subject.kind == .iAdBanner)
  }

  @Test("A report's JSON carries its rule under rule and under the former key, and either reads back")
  func reportKeys() throws {
    let report = Report(
      rule: "gma.banner.delegate-kept-alive", severity: .must, subject: "S", status: .fail, message: "m",
      timeline: [], guide: "g", fix: "f")
    let data = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["rule"] as? String == "gma.banner.delegate-kept-alive")
    #expect(object["contract"] as? String == "gma.banner.delegate-kept-alive")
    var former = object
    former["rule"] = nil
    let decoded = try JSONDecoder().decode(Report.self, from: JSONSerialization.data(withJSONObject: former))
    #expect(decoded.rule == "gma.banner.delegate-kept-alive")
  }

  @Test("A rewarded script that asks with transition, as scripts did before askToWatch, still asks")
  @MainActor
  func transitionStillAsks() async throws {
    let fixture = try #require(Fixtures.fixture(named: "CoinGameViewController"))
    let rule = try #require(Catalogue.rule(withID: "gma.rewarded.shown-only-on-request"))
    for ask in [Script.Step.askToWatch, .transition] {
      let script = Script(
        name: "asks", seed: 1,
        steps: [
          .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.rewarded)), .advance(.seconds(3)), ask,
          .advance(.seconds(5)),
        ])
      let (trace, findings) = await Exploration.replay(script, on: fixture.subject, rules: [rule])
      #expect(findings.isEmpty, "\(findings)")
      let asked = try #require(trace.events(named: ask.eventName).first)
      let presented =
        trace.events(named: .presentWithRewardHandler) + trace.events(named: .presentFromRootViewController)
      #expect(presented.contains { $0.sequence > asked.sequence }, "\(trace.timeline().joined(separator: "\n"))")
    }
  }
}
