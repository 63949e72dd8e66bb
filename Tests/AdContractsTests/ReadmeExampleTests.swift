import AdContracts
import AdSimulation
import ExampleClients
import ExampleSubjects
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// Keeps the documentation's scripting example and the bundled scripts true to the code.
@Suite("The documentation's script example and Fixtures/Scripts")
struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift script of the Scripts article, as written there.
  static let readmeScript = Script(
    name: "fill, tap, fail",
    steps: [
      .respond(.fill(after: .seconds(2))),
      .respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),
      .advance(.seconds(10)),
      .tap(willLeave: false),
      .closeAd,
      .advance(.seconds(30)),
    ])

  /// The documentation: the README, then the articles of each DocC catalogue.
  static let documents = [
    "README.md", "Contracts/AdContracts/AdContracts.docc", "Sources/AdSimulation/AdSimulation.docc",
  ]

  /// The text of the README and of every article, in a fixed order.
  static func documentation() throws -> String {
    var texts: [String] = []
    for document in documents {
      let url = root.appendingPathComponent(document)
      guard document.hasSuffix(".docc") else {
        texts.append(try String(contentsOf: url, encoding: .utf8))
        continue
      }
      let articles = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".md") }
        .sorted()
      for article in articles {
        texts.append(try String(contentsOf: url.appendingPathComponent(article), encoding: .utf8))
      }
    }
    return texts.joined(separator: "\n")
  }

  /// The text of one article of a catalogue, such as `Sources/AdSimulation/AdSimulation.docc/Scripts.md`.
  static func article(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The fenced blocks of `language` in the documentation, in order.
  static func readmeBlocks(_ language: String) throws -> [String] {
    let readme = try documentation()
    var blocks: [String] = []
    var current: [Substring]?
    var inOtherBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = current {
        if line == "```" {
          blocks.append(lines.joined(separator: "\n") + "\n")
          current = nil
        } else {
          current = lines + [line]
        }
      } else if inOtherBlock {
        if line == "```" { inOtherBlock = false }
      } else if line == "```\(language)" {
        current = []
      } else if line.hasPrefix("```") {
        inOtherBlock = true
      }
    }
    return blocks
  }

  @Test("Every bundled script in Fixtures/Scripts loads")
  func bundledScriptsLoad() throws {
    let folder = Self.root.appendingPathComponent("Fixtures/Scripts")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 3)
    for file in files {
      let script = try Script.load(contentsOf: folder.appendingPathComponent(file))
      #expect(!script.steps.isEmpty, "\(file)")
    }
  }

  @Test("The Scripts article's step table has a row for every step kind a JSON script may name, and no others")
  func readmeStepTable() throws {
    let readme = try Self.article("Sources/AdSimulation/AdSimulation.docc/Scripts.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex(of: "| step | members | what happens |"))
    let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
    // The first cell names the steps in backticks, for example "`background`, `foreground`".
    let named = rows.flatMap { row in
      row.split(separator: "|", omittingEmptySubsequences: false)[1]
        .split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    #expect(named.sorted() == Script.Step.Kind.allCases.map(\.rawValue).sorted())
    #expect(named.contains("expire"))
  }

  @Test(
    "The documentation's JSON script is Fixtures/Scripts/banner-fill-tap-fail.json, and the same script as its Swift one"
  )
  func readmeScriptMatches() throws {
    let url = Self.root.appendingPathComponent("Fixtures/Scripts/banner-fill-tap-fail.json")
    let file = try String(contentsOf: url, encoding: .utf8)
    let shown = try Self.readmeBlocks("json").first { $0.contains(#""name": "fill, tap, fail""#) }
    #expect(shown == file)
    #expect(try Script.load(contentsOf: url) == Self.readmeScript)
    let swift = try #require(try Self.readmeBlocks("swift").first { $0.contains(#"Script(name: "fill, tap, fail""#) })
    #expect(swift.contains(".respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),"))
  }

  @Test("The documentation's script, played against the per-screen example, gives the same timeline every time")
  func readmeScriptPlays() async throws {
    func play() async -> [String] {
      await Simulation.run(Self.readmeScript) { simulation in
        let window = UIWindow(frame: .zero)
        window.rootViewController = ArticleViewController()
        window.makeKeyAndVisible()
        await simulation.play()
        return simulation.trace.timeline()
      }
    }
    let timeline = await play()
    let text = timeline.joined(separator: "\n")
    #expect(text.contains("bannerViewDidLoadAd"))
    #expect(text.contains("didFailToReceiveAdWithError"))
    #expect(text.contains("bannerViewActionShouldBegin"))
    #expect(text.contains("bannerViewActionDidFinish"))
    #expect(!text.contains("ignored"))
    #expect(try Self.readmeBlocks("text").contains(text + "\n"), "update the Scripts article's timeline to this run's")
    #expect(await play() == timeline)
  }

  @Test("The failure in Reading a failure is what the command prints for BannerThatStaysUp, word for word")
  func readmeFailure() async throws {
    let fixture = try #require(Fixtures.all.first { $0.subject.name == "BannerThatStaysUp" })
    let rule = try #require(Catalogue.rule(withID: "iad.banner.hidden-after-failure"))
    let report = await rule.run(against: fixture.subject)
    let shown = try Self.readmeBlocks("").first { $0.hasPrefix("✘ iad.banner.hidden-after-failure (MUST)") }
    #expect(shown == report.text + "\n")
  }
}
