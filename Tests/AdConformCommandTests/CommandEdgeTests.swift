import AdContracts
import AdSimulation
import ExampleClients
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@testable import AdConformCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The edges a CI job meets: inputs that are not files, text that XML cannot hold, matrices
/// with more shards than runs, names given twice, baselines that can never apply, reports
/// that must not replace what they would destroy, and calls that crash a device.
@Suite("The command's edges")
struct CommandEdgeTests {
  @Test("A device or a named pipe given as the script is refused at once with exit 2, naming what it is")
  func specialScripts() async throws {
    let zero = await AdConformCommand.run(["play", "/dev/zero", "--subject", "ArticleViewController"])
    #expect(zero.status == 2)
    #expect(
      zero.standardError.contains("/dev/zero: cannot read the script: it is a character device, not a regular file"))
    let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("adconform-fifo-\(UUID().uuidString)").path
    #expect(mkfifo(pipe, 0o600) == 0)
    defer { unlink(pipe) }
    // Nobody writes the pipe: a reader that opened it would wait forever.
    let piped = await AdConformCommand.run(["play", pipe, "--subject", "ArticleViewController"])
    #expect(piped.status == 2)
    #expect(piped.standardError.contains("it is a named pipe, not a regular file"))
    let baseline = await AdConformCommand.run([
      "check", "--baseline", "/dev/zero", "--subject", "ArticleViewController",
    ])
    #expect(baseline.status == 2)
    #expect(baseline.standardError.contains("cannot read the baseline '/dev/zero': it is a character device"))
  }

  @Test("A file over the size limit is refused before it is read, with the limit in the message")
  func sizeLimit() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("adconform-big-\(UUID().uuidString)").path
    try Data(repeating: 0x20, count: 2_048).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    #expect(throws: SourceFile.Unreadable.tooLarge(bytes: 2_048, limit: 1_024)) {
      try SourceFile.read(atPath: path, limit: 1_024)
    }
    #expect(SourceFile.Unreadable.tooLarge(bytes: 2_048, limit: 1_024).description.contains("the limit is 1 KiB"))
    #expect(try SourceFile.read(atPath: path, limit: 4_096).count == 2_048)
  }

  @Test("JUnit stays well formed whatever control characters the text carries")
  func junitControlCharacters() {
    let text = "bell\u{7} escape\u{1B}[31m nul\u{0} tab\t line\n \u{FFFE} <&>"
    let escaped = JUnitWriter.escape(text)
    #expect(escaped == "bell\\u{7} escape\\u{1B}[31m nul\\u{0} tab\t line\n \\u{FFFE} &lt;&amp;&gt;")
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) })
  }

  @Test("A shard with no rule runs passes with exit 0 and says why it checked nothing")
  func emptyShard() async throws {
    let rules = "iad.banner.hidden-until-loaded"
    let text = await AdConformCommand.run(
      ["check", "--subject", "ArticleViewController", "--rule", rules, "--shard", "3/4"])
    #expect(text.status == 0, "\(text.standardError)")
    #expect(text.standardOutput.hasPrefix("Shard 3/4 has no rule runs: the selection has 1, fewer than the shards."))
    let junit = await AdConformCommand.run(
      ["check", "--subject", "ArticleViewController", "--rule", rules, "--shard", "4/4", "--format", "junit"])
    #expect(junit.status == 0)
    #expect(junit.standardOutput.contains(#"tests="0""#))
    let first = await AdConformCommand.run(
      ["check", "--subject", "ArticleViewController", "--rule", rules, "--shard", "1/4", "--format", "json"])
    #expect(first.standardOutput.contains(#""rule" : "iad.banner.hidden-until-loaded""#))
  }

  @Test("A client or rule named twice runs once")
  func repeatedNames() async throws {
    let once = await AdConformCommand.run(["check", "--subject", "ArticleViewController", "--format", "json"])
    let twice = await AdConformCommand.run(
      [
        "check", "--subject", "ArticleViewController", "--subject", "ArticleViewController",
        "--rule", "iad.banner.*", "--rule", "iad.banner.*", "--format", "json",
      ])
    #expect(twice.status == once.status)
    #expect(twice.standardOutput == once.standardOutput)
    let play = await AdConformCommand.run(
      ["explore", "--subject", "ArticleViewController", "--subject", "ArticleViewController", "--scenarios", "5"])
    #expect(play.status == 0, "\(play.standardError)")
  }

  @Test("A baseline entry that can never apply, or a member the file does not have, is refused at its place")
  func baselineThatNeverApplies() async throws {
    let otherKind = try BaselineTests.file(
      #"{"version": 1, "deviations": [{"rule": "iad.interstitial.pad-only", "client": "ArticleViewController", "reason": "x", "expires": "2099-01-01"}]}"#
    )
    defer { unlink(otherKind) }
    let refused = await AdConformCommand.run(["check", "--baseline", otherKind, "--subject", "ArticleViewController"])
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains("deviations[0]: expected a rule of ArticleViewController's kind, iad-banner"))
    #expect(refused.standardError.contains("the entry can never apply"))
    let unknown = try BaselineTests.file(#"{"version": 1, "deviatons": [], "deviations": []}"#)
    defer { unlink(unknown) }
    let typo = await AdConformCommand.run(["check", "--baseline", unknown, "--subject", "ArticleViewController"])
    #expect(typo.status == 2)
    #expect(
      typo.standardError.contains(
        #"expected only "version" and "deviations", but found "deviatons"; did you mean "deviations"?"#))
  }

  @Test("--output never replaces the running program, a read-only file or a file in the --scripts folder")
  func outputProtections() async throws {
    let folder = try OutputFileTests.Folder()
    if let program = Bundle.main.executablePath {
      #expect(throws: OutputFileError.input(program, role: "the program running", input: program)) {
        try OutputFile(path: program).check()
      }
    }
    let locked = folder.file("locked.txt")
    try OutputFileTests.write("kept", to: locked)
    #expect(chmod(locked, 0o444) == 0)
    let result = await AdConformCommand.run(["list", "--output", locked])
    #expect(result.status == 2)
    #expect(result.standardError.contains("'\(locked)' is read-only"))
    #expect(try OutputFileTests.read(locked) == "kept")
    let scripts = folder.file("scripts")
    let inside = await AdConformCommand.run(
      [
        "explore", "--subject", "GameKeepsSpentAds", "--scenarios", "5", "--scripts", scripts,
        "--output", scripts + "/GameKeepsSpentAds.iad.interstitial.never-reuses-ad.json",
      ])
    #expect(inside.status == 2)
    #expect(inside.standardError.contains("expected --output to name a file outside the --scripts folder"))
  }

  @Test("A report file whose name is 255 bytes long is written")
  func longName() async throws {
    let folder = try OutputFileTests.Folder()
    let name = String(repeating: "r", count: 251) + ".txt"
    let result = await AdConformCommand.run(["list", "--output", folder.file(name)])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try folder.names() == [name])
  }

  @Test("A call that crashes a device fails every rule's run, MUST or SHOULD, with the call in the message")
  func crashFailsTheGate() async throws {
    // A phone app for iOS 6 that makes full-screen ads: a device of that time throws.
    let subject = Subject.iAdInterstitialScreen(
      "PhoneGameForIOS6", presentation: .modal, devices: .init(idioms: [.phone], iOS: 6),
      transition: { $0.finishRound() },
      contentProgress: { $0.round }
    ) { _ in GameOnEveryDevice() }
    var failed = 0
    for rule in Catalogue.rules(for: .iAdInterstitial) {
      let report = await rule.run(against: subject)
      guard report.status != .notApplicable else { continue }
      #expect(report.status == .fail, "\(rule.id): \(report.status) \(report.message)")
      failed += 1
    }
    #expect(failed > 5)
    let should = Catalogue.rules(for: .iAdInterstitial).first {
      $0.severity == .should && $0.id != "iad.interstitial.pad-only"
    }
    let sample = await should!.run(against: subject)
    #expect(sample.message.contains("a device answers with an exception"), "\(sample.message)")
  }

  @Test("A banner size the banner does not require, which a device throws on, fails every rule's run")
  func bannerSizeCrash() async {
    let subject = Subject.iAdBannerScreen("WrongSizeBanner") { _ in WrongSizeBanner() }
    // The banner shows before it loads too, which its own rule says first.
    let own = await Catalogue.rule(withID: "iad.banner.hidden-until-loaded")!.run(against: subject)
    #expect(own.status == .fail, "\(own.message)")
    // A SHOULD rule it keeps fails on the crash.
    let should = await Catalogue.rule(withID: "iad.banner.required-sizes-minimal")!.run(against: subject)
    #expect(should.status == .fail, "\(should.status) \(should.message)")
    #expect(should.message.contains("not in requiredContentSizeIdentifiers"), "\(should.message)")
    #expect(should.message.contains("a device answers with an exception"), "\(should.message)")
  }

  @Test("The option's former name, --contract, still selects rules, with a note naming --rule")
  func formerOptionName() async {
    let former = await AdConformCommand.run([
      "check", "--contract", "iad.banner.placed-at-edge", "--subject", "ArticleViewController", "--format", "json",
    ])
    let current = await AdConformCommand.run([
      "check", "--rule", "iad.banner.placed-at-edge", "--subject", "ArticleViewController", "--format", "json",
    ])
    #expect(former.status == 0, "\(former.standardError)")
    #expect(former.standardOutput == current.standardOutput)
    #expect(former.standardError.contains("'--contract' is now spelled '--rule'"), "\(former.standardError)")
    #expect(!current.standardError.contains("--contract"))
    #expect(!Help.text().contains("--contract"))
  }
}

/// A banner screen that asks for a landscape banner while requiring only portrait: a device
/// throws at that call.
@MainActor
final class WrongSizeBanner: UIViewController, ADBannerViewDelegate {
  let banner = ADBannerView(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
    banner.currentContentSizeIdentifier = ADBannerContentSizeIdentifierLandscape
    banner.delegate = self
    view.addSubview(banner)
  }
}

/// A team's gate program is called by its own name in what the command prints.
@Suite("The program's name")
struct ProgramNameTests {
  @Test("Help and usage errors call a team's gate by its name")
  func teamGate() async {
    let help = await AdConformCommand.$programName.withValue("shop-gate") {
      await AdConformCommand.run(["--help"], subjects: SubjectCatalogue([]))
    }
    #expect(help.standardOutput.contains("USAGE: shop-gate [run]"), "\(help.standardOutput)")
    #expect(!help.standardOutput.contains("adconform [run]") && !help.standardOutput.contains("adconform check"))
    let mistake = await AdConformCommand.$programName.withValue("shop-gate") {
      await AdConformCommand.run(["--no-such-option"], subjects: SubjectCatalogue([]))
    }
    #expect(mistake.standardError.hasPrefix("shop-gate: error:"), "\(mistake.standardError)")
    #expect(mistake.standardError.contains("Run 'shop-gate --help' for usage."), "\(mistake.standardError)")
  }

  @Test("The name is the last part of the path the program was run by")
  func fromPath() {
    #expect(AdConformCommand.programName(fromPath: ".build/debug/shop-gate") == "shop-gate")
    #expect(AdConformCommand.programName(fromPath: "adconform") == "adconform")
    #expect(AdConformCommand.programName(fromPath: nil) == "adconform")
    #expect(AdConformCommand.programName(fromPath: "") == "adconform")
  }
}
