import AdConformCommand
import AdContractsTesting
import AdSimulation
import FakeUIKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A kind of ad defined in this test target alone, with its fake, two rules and three
/// clients, runs through every way in: `Subject`, the runner, `adconform check --format
/// junit` and the Swift Testing adapter.
@Suite("A kind of ad plugged in from outside")
struct PlugInKindTests {
  @Test("The runner judges each client by the kind's own rules, and only by them")
  func runner() async {
    let rules = NativeAdRules.chapter.rules
    var verdicts: [String: [String: Report.Status]] = [:]
    for subject in NativeAdSubjects.all {
      for rule in rules {
        verdicts[subject.name, default: [:]][rule.id] = await rule.run(against: subject).status
      }
    }
    #expect(
      verdicts["FeedNativeAdClient"] == [
        "acme.native.shows-only-loaded": .pass, "acme.native.retries-after-failure": .pass,
      ])
    #expect(verdicts["ShowsBeforeLoadClient"]?["acme.native.shows-only-loaded"] == .fail)
    #expect(verdicts["GivesUpClient"]?["acme.native.retries-after-failure"] == .warn)
    #expect(verdicts["GivesUpClient"]?["acme.native.shows-only-loaded"] == .pass)

    let banner = await NativeAdRules.showsOnlyLoaded.run(
      against: .iAdBannerScreen("SomeBannerScreen") { _ in UIViewController() })
    #expect(banner.status == .notApplicable)
  }

  @Test("A failure reads as a timeline that marks the kind's own event")
  func failureTimeline() async throws {
    let report = await NativeAdRules.showsOnlyLoaded.run(against: NativeAdSubjects.showsBeforeLoad)
    #expect(
      report.message
        == "Expected show() only after nativeAdDidLoad(_:), but NativeAd#1 was shown at 0.000 s before it loaded.")
    let marked = try #require(report.timeline.first { $0.hasPrefix("▶") })
    #expect(marked.contains("app → show()") && marked.hasSuffix("not loaded"))
  }

  @Test("check --format junit reports the kind's rules for its clients, failures included")
  func junit() async throws {
    let result = await AdConformCommand.run(["check", "--format", "junit"], subjects: NativeAdSubjects.catalog)
    #expect(result.status == 1, "\(result.standardError)")
    let reader = JUnitCases()
    let parser = XMLParser(data: Data(result.standardOutput.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    let names = NativeAdSubjects.all.flatMap { subject in
      NativeAdRules.chapter.rules.map { "\(subject.name) \($0.id)" }
    }
    #expect(reader.cases == names)
    #expect(reader.failures == ["ShowsBeforeLoadClient acme.native.shows-only-loaded"])
  }

  @Test("run, list, explain and coverage include the kind; check --strict fails the SHOULD rule too")
  func command() async {
    let subjects = NativeAdSubjects.catalog
    let run = await AdConformCommand.run(["run"], subjects: subjects)
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.contains("6 passed, 0 failed"), "\(run.standardOutput)")
    let list = await AdConformCommand.run(["list"], subjects: subjects)
    #expect(list.standardOutput.contains("acme.native.retries-after-failure"))
    let explain = await AdConformCommand.run(["explain", "acme.native.shows-only-loaded"], subjects: subjects)
    #expect(explain.status == 0)
    #expect(explain.standardOutput.contains("FeedNativeAdClient keeps it"))
    #expect(explain.standardOutput.contains("ShowsBeforeLoadClient breaks it"))
    let coverage = await AdConformCommand.run(["coverage"], subjects: subjects)
    #expect(coverage.standardOutput.contains("## Native ads (toy)"))
    let strict = await AdConformCommand.run(
      ["check", "--strict", "--subject", "GivesUpClient", "--format", "json"], subjects: subjects)
    #expect(strict.status == 1)
    #expect(strict.standardOutput.contains("acme.native.retries-after-failure"))
  }

  @Test("The Swift Testing adapter passes the conforming client", arguments: NativeAdRules.chapter.rules)
  func adapterPasses(_ rule: Rule) async {
    let report = await rule.expectConformance(of: NativeAdSubjects.feed, strict: true)
    #expect(report.status == .pass)
  }

  @Test("The Swift Testing adapter records the faulty client's broken rule as an issue")
  func adapterRecords() async {
    await withKnownIssue("ShowsBeforeLoadClient shows its ad before it loads") {
      await NativeAdRules.showsOnlyLoaded.expectConformance(of: NativeAdSubjects.showsBeforeLoad)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("acme.native.shows-only-loaded") }
    }
  }
}

/// The test cases and failures of a JUnit document, as `client rule`.
private final class JUnitCases: NSObject, XMLParserDelegate {
  var cases: [String] = []
  var failures: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if element == "testcase" { cases.append("\(attributes["classname"] ?? "") \(attributes["name"] ?? "")") }
    if element == "failure", let last = cases.last { failures.append(last) }
  }
}

extension PlugInKindTests {
  @Test("Nothing in Sources/ or Contracts/ names the toy kind: it plugs in from here alone")
  func definedHereAlone() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var scanned = 0
    for folder in ["Sources", "Contracts"] {
      let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        scanned += 1
        #expect(
          !text.contains("NativeAdSetup") && !text.contains("ShowsBeforeLoadClient"),
          "\(url.lastPathComponent) names the toy kind")
      }
    }
    #expect(scanned > 100)
  }
}
