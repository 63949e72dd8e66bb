import AdConformCommand
import AdContracts
import ExampleSubjects
import Foundation
import Testing

/// A team's own executable hands `adconform` subjects that declare nothing about themselves.
@Suite("Subjects without a declaration")
struct UndeclaredSubjectTests {
  /// A bundled client's subject, stripped of its declaration as a team's gate would pass it.
  static func undeclared(_ name: String) throws -> Subject {
    try #require(Fixtures.fixture(named: name)).subject
  }

  @Test("subjects says a team's subject declares nothing, never that it conforms")
  func subjectsText() async throws {
    let subjects = try ["ArticleViewController", "BannerThatStaysUp"].map(Self.undeclared)
    let result = await AdConformCommand.run(["subjects"], subjects: SubjectCatalogue(subjects))
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        ArticleViewController  iad-banner  no declaration
        BannerThatStaysUp      iad-banner  no declaration

        """)
    #expect(!result.standardOutput.contains("conforms"))
    let bundled = await AdConformCommand.run(["subjects"])
    #expect(bundled.standardOutput.hasPrefix("ArticleViewController "))
    #expect(bundled.standardOutput.split(separator: "\n").first?.hasSuffix(" iad-banner  conforms") == true)
  }

  @Test("subjects --format json marks a team's subject as undeclared and not conforming")
  func subjectsJSON() async throws {
    let result = await AdConformCommand.run(
      ["subjects", "--format", "json"], subjects: SubjectCatalogue([try Self.undeclared("ArticleViewController")]))
    let clients = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(clients.count == 1)
    #expect(clients.first?["declared"] as? Bool == false)
    #expect(clients.first?["conforms"] as? Bool == false)
    let bundled = await AdConformCommand.run(["subjects", "--format", "json"])
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(bundled.standardOutput.utf8)) as? [[String: Any]]
    ).first
    #expect(first?["declared"] as? Bool == true && first?["conforms"] as? Bool == true)
  }

  @Test("A fixture made from a bare subject declares nothing and conforms to nothing")
  func fixture() throws {
    let fixture = Fixture(subject: try Self.undeclared("ArticleViewController"))
    #expect(!fixture.isDeclared && !fixture.conforms)
    #expect(Fixtures.all.allSatisfy { $0.isDeclared })
  }

  @Test(
    "The default run judges an undeclared client as check does: it fails only on a MUST failure",
    arguments: [
      ("ArticleViewController", Int32(0), "✔ no MUST rule broken  (no declaration)"),
      ("KeepsBannerWhenHidden", Int32(0), "✔ no MUST rule broken  (no declaration)"),
      ("WallClockAppOpenAppDelegate", Int32(0), "✔ no MUST rule broken  (no declaration)"),
      ("BannerThatStaysUp", Int32(1), "✘ breaks a MUST rule  (no declaration)"),
    ])
  func defaultRun(name: String, status: Int32, line: String) async throws {
    let subject = try Self.undeclared(name)
    let run = await AdConformCommand.run([], subjects: SubjectCatalogue([subject]))
    let check = await AdConformCommand.run(["check"], subjects: SubjectCatalogue([subject]))
    #expect(run.status == status, "\(run.standardOutput)")
    #expect(check.status == status)
    #expect(run.standardOutput.contains("\(name)  \(line)"))
    #expect(!run.standardOutput.contains("as declared"))
    #expect(run.standardOutput.contains("for a client that declares nothing, when it is not a MUST failure."))
    let json = await AdConformCommand.run(["--format", "json"], subjects: SubjectCatalogue([subject]))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let row = try #require((document["clients"] as? [[String: Any]])?.first)
    #expect(row["declared"] as? Bool == false)
    #expect(row["asDeclared"] as? Bool == (status == 0))
  }
}
