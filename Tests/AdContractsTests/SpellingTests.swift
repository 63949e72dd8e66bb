import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// A screen that shows its interstitial as soon as it loads, written twice: in the GAD
/// names and in v12's.
final class ShowsOnLoadScreen: UIViewController {
  let usesV12Names: Bool

  init(usesV12Names: Bool) {
    self.usesV12Names = usesV12Names
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if usesV12Names {
      InterstitialAd.load(with: GoogleTestAdUnits.interstitial, request: Request()) { [weak self] ad, _ in
        ad?.present(from: self)
      }
    } else {
      GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { [weak self] ad, _ in
        ad?.present(fromRootViewController: self)
      }
    }
  }

  /// What the user does at a break: nothing here, the ad came already.
  func naturalBreak() {}
}

enum SpellingSubjects: SubjectList {
  static func screen(v12: Bool) -> Subject {
    .googleInterstitialScreen(v12 ? "ShowsOnLoad(v12)" : "ShowsOnLoad(GAD)", naturalBreak: { $0.naturalBreak() }) {
      _ in ShowsOnLoadScreen(usesV12Names: v12)
    }
  }
  static let subjects = [screen(v12: true), screen(v12: false)]
}

@Suite("Reports speak the names the app's code used")
struct SpellingTests {
  static func report(v12: Bool) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: "gma.interstitial.not-shown-on-load"))
    return await rule.run(against: SpellingSubjects.launching(SpellingSubjects.screen(v12: v12)))
  }

  @Test(
    "An app written with v12's names reads them in its message and timeline; the trace keeps the GAD names rules read")
  func v12App() async throws {
    let report = try await Self.report(v12: true)
    #expect(report.status.isViolation, "\(report.message)")
    let text = ([report.message] + report.timeline).joined(separator: "\n")
    #expect(text.contains("InterstitialAd#1"), "\(text)")
    #expect(text.contains("load(with:request:)") && text.contains("present(from:)"), "\(text)")
    #expect(
      !text.contains("GAD") && !text.contains("withAdUnitID") && !text.contains("fromRootViewController"), "\(text)")
    #expect(report.events.contains { $0.object == "GADInterstitialAd#1" })
    // The one line the short text keeps, as `play` prints each finding, speaks them too.
    let at = try #require(report.text(wholeTimeline: false).split(separator: "\n").first { $0.hasPrefix("  at: ") })
    #expect(at.contains("present(from:)") && !at.contains("fromRootViewController"), "\(at)")
  }

  @Test("An app written with the GAD names reads those")
  func gadApp() async throws {
    let report = try await Self.report(v12: false)
    #expect(report.status.isViolation, "\(report.message)")
    let text = ([report.message] + report.timeline).joined(separator: "\n")
    #expect(text.contains("GADInterstitialAd#1"), "\(text)")
    #expect(
      text.contains("load(withAdUnitID:request:)") && text.contains("present(fromRootViewController:)"), "\(text)")
  }

  @Test("A play in a fresh launch brings the app's names back with its trace")
  func playInFreshLaunch() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.interstitial.not-shown-on-load"))
    let script = Script(
      name: "shows on load", steps: [.respond(.fill(after: .seconds(1))), .advance(.seconds(3))])
    let subject = SpellingSubjects.launching(SpellingSubjects.screen(v12: true))
    let (trace, findings) = await Exploration.replay(script, on: subject, rules: [rule])
    let timeline = trace.timeline().joined(separator: "\n")
    #expect(timeline.contains("present(from:)") && !timeline.contains("fromRootViewController"), "\(timeline)")
    let finding = try #require(findings.first)
    #expect(finding.actual.contains("InterstitialAd#1") && !finding.actual.contains("GAD"), "\(finding.actual)")
  }

  @Test("A name is respelled only where it stands whole")
  func wholeNames() {
    let spelling = Simulation.Spelling(framework: "Test", renames: [("GADRequest", "Request")])
    #expect(spelling.respell("GADRequest() and GADRequest") == "Request() and Request")
    #expect(spelling.respell("GADRequestConfiguration, GADRequest2") == "GADRequestConfiguration, GADRequest2")
    // The app's own names that end in one of the SDK's keep it.
    #expect(spelling.respell("MyGADRequest, my_GADRequest, (GADRequest)") == "MyGADRequest, my_GADRequest, (Request)")
    #expect(spelling.respell("GADRequest_2 éGADRequest") == "GADRequest_2 éGADRequest")
  }

  @Test("Spellings are not part of the record: equal events make equal traces and the same JSON")
  func notRecorded() {
    var spoken = Trace()
    spoken.append(at: .zero, .call, actor: .app, object: "GADBannerView#1", name: "load(_:)", detail: "GADRequest()")
    var plain = spoken
    spoken.spellings = [Simulation.Spelling(framework: "Test", renames: [("GADRequest", "Request")])]
    #expect(spoken == plain)
    #expect(spoken.encoded() == plain.encoded())
    #expect(spoken.timeline() != plain.timeline())
    plain.spellings = spoken.spellings
    #expect(spoken.timeline() == plain.timeline())
  }
}
