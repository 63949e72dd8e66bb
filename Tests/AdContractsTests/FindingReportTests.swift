import AdSimulation
import ExampleSubjects
import Foundation
import Testing

@testable import AdContracts

/// A finding of exploration is a rule's verdict like any other: it carries its events and
/// the event where the rule broke, and reads as a ``Report``.
@Suite("A finding as a report")
struct FindingReportTests {
  @Test("A finding's failingEvent is its violation's event, marked on its timeline; its report warns for SHOULD")
  @MainActor
  func failingEventIsTheViolations() async throws {
    let fixture = try #require(Fixtures.fixture(named: "NeverPausesForAds"))
    let rules = Catalogue.standard.rules
    let result = await Exploration(scenarios: 40, seed: 9).run(on: fixture.subject, rules: rules)
    let finding = try #require(result.findings.first { $0.rule == "iad.banner.pauses-when-covered" })
    let monitors = Exploration.Player.monitors(of: rules, for: fixture.subject)
    let replay = await Exploration.Player.play(finding.script, on: fixture.subject, monitors: monitors, until: .never)
    let detection = try #require(replay.detections.first { $0.key == finding.rule })
    let violated = try #require(detection.violation.event)
    #expect(finding.failingEvent == violated.sequence)
    let event = try #require(finding.events.first { $0.sequence == finding.failingEvent })
    #expect(event.name == violated.name)
    #expect(finding.timeline.filter { $0.first == Trace.marker } == [Trace.marked(Trace.line(for: event))])

    let report = finding.report(subject: fixture.subject.name)
    #expect(report.status == .warn)
    #expect(report.rule == finding.rule && report.subject == "NeverPausesForAds")
    #expect(report.events == finding.events && report.failingEvent == finding.failingEvent)
    #expect(report.guide == Catalogue.rule(withID: finding.rule)?.guide)
    #expect(report.text.hasPrefix("⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n  Expected "))
  }

  @Test("A MUST finding's report fails")
  @MainActor
  func mustFails() async throws {
    let fixture = try #require(Fixtures.fixture(named: "GameKeepsSpentAds"))
    let result = await Exploration(scenarios: 20).run(on: fixture.subject, rules: Catalogue.standard.rules)
    let finding = try #require(result.findings.first { $0.rule == "iad.interstitial.released-after-unload" })
    let report = finding.report(subject: fixture.subject.name)
    #expect(report.status == .fail)
    #expect(report.failingEvent != nil)
    #expect(report.text.hasPrefix("✘ iad.interstitial.released-after-unload (MUST) — GameKeepsSpentAds"))
  }

  @Test(
    "The short text's at: line is the line of failingEvent, its timeline line while the timeline has one for each event"
  )
  func atLineFromFailingEvent() async throws {
    let rule = try #require(Catalogue.rule(withID: "iad.interstitial.pad-only"))
    let fixture = try #require(Fixtures.fixture(named: "GameOnEveryDevice"))
    var report = await rule.run(against: fixture.subject)
    let created = try #require(report.events.first { $0.kind == .created && $0.name == "ADInterstitialAd()" })
    #expect(report.failingEvent == created.sequence)
    let at = { (report: Report) -> [String] in
      report.text(wholeTimeline: false).split(separator: "\n").map(String.init).filter { $0.hasPrefix("  at: ") }
    }
    #expect(at(report) == ["  at: " + Trace.line(for: created).trimmingCharacters(in: .whitespaces)])
    #expect(!report.text(wholeTimeline: false).contains("Timeline (virtual time):"))
    // With no timeline lines at all, and another event named, the line follows failingEvent.
    let other = try #require(report.events.first { $0.sequence != created.sequence })
    report.timeline = []
    report.failingEvent = other.sequence
    #expect(at(report) == ["  at: " + Trace.line(for: other).trimmingCharacters(in: .whitespaces)])
    report.failingEvent = nil
    #expect(at(report).isEmpty)
  }
}
