import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Foundation
import Testing

@testable import AdContracts

/// A SwiftUI view that shows its native ad at a natural break: the harness reaches the
/// break through the hook, as the user does, and the rules judge the ad there.
@Suite("SwiftUI native ads at a natural break")
struct SwiftUINaturalBreakTests {
  /// The game, with its break: finishing the level, or, with the summary up, moving on.
  static let subject = game("LevelEndNativeView", showsBadge: true)

  /// Its faulty twin: the summary's card has no "Ad" badge.
  static let withoutBadge = game("LevelEndNativeViewWithoutBadge", showsBadge: false)

  static func game(_ name: String, showsBadge: Bool) -> Subject {
    Subject.googleNativeView(
      name,
      naturalBreak: { host in
        guard let window = host.view.window else { return }
        if !SwiftUIUser.tapButton(titled: "Next level", in: window) {
          SwiftUIUser.tapButton(titled: "Finish level", in: window)
        }
      }
    ) { _ in LevelEndNativeView(showsBadge: showsBadge) }
  }

  /// The same game with no break named: its ad never shows where the harness looks.
  static let withoutBreak = Subject.googleNativeView("LevelEndNativeView") { _ in LevelEndNativeView() }

  @Test("The summary's ad is judged: every rule of the kind passes or does not apply")
  func judgedAtTheBreak() async {
    var passed = 0
    for rule in GoogleNativeRules.all {
      let report = await rule.run(against: Self.subject)
      #expect(report.status == .pass || report.status == .notApplicable, "\(rule.id): \(report.text)")
      if report.status == .pass { passed += 1 }
    }
    // Every rule but the feed's row rule judges the summary's ad.
    #expect(passed == GoogleNativeRules.all.count - 1)
  }

  @Test("Exploration takes the break and finds nothing in the game")
  func explored() async {
    let scenarios = Int(ProcessInfo.processInfo.environment["SWIFTUI_BREAK_SCENARIOS"] ?? "") ?? 300
    let result = await Exploration(scenarios: scenarios, seed: 5).run(on: Self.subject, rules: GoogleNativeRules.all)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.rule))")
    #expect((result.reached["gma.native.attribution-shown"] ?? 0) > 0, "\(result.reached)")
  }

  @Test("The twin without a badge fails attribution, by check and by exploration")
  func twinCaught() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.native.attribution-shown"))
    let report = await rule.run(against: Self.withoutBadge)
    #expect(report.status == .fail, "\(report.text)")
    let result = await Exploration(scenarios: 300, seed: 5).run(on: Self.withoutBadge, rules: GoogleNativeRules.all)
    #expect(result.findings.map(\.rule) == ["gma.native.attribution-shown"])
  }

  @Test("Without the break named, the rules that judge an ad on screen say unverified")
  func unverifiedWithoutBreak() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.native.attribution-shown"))
    let report = await rule.run(against: Self.withoutBreak)
    #expect(report.status == .unverified, "\(report.text)")
  }
}
