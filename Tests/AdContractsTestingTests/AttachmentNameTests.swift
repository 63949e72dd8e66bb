import ExampleSubjects
import Testing

@testable import AdContractsTesting

/// The timeline and report attached to a test name the client as well as the rule, so a
/// folder of attachments from several clients tells them apart.
@Suite("Attachment names")
struct AttachmentNameTests {
  @Test("Each attachment's name leads with the client's name, then the rule's id")
  func namesTheClient() async throws {
    let rule = try #require(Catalogue.rule(withID: "iad.banner.hidden-after-failure"))
    let fixture = try #require(Fixtures.fixture(named: "BannerThatStaysUp"))
    let report = await rule.run(against: fixture.subject)
    #expect(report.attachmentName("timeline.txt") == "BannerThatStaysUp.iad.banner.hidden-after-failure.timeline.txt")
    #expect(report.attachmentName("report.json") == "BannerThatStaysUp.iad.banner.hidden-after-failure.report.json")
  }

  @Test(
    "A client's name is made safe for a file name",
    arguments: [
      ("CheckoutViewController", "CheckoutViewController"),
      ("Shop / Checkout", "Shop_Checkout"),
      ("../../etc/passwd", "etc_passwd"),
      ("Lookbook: page 2 (iPad)", "Lookbook_page_2_iPad"),
      ("Café-Ünïcode_2", "Café-Ünïcode_2"),
      ("", "client"),
      ("///", "client"),
    ])
  func sanitised(name: String, expected: String) {
    #expect(Report.fileNameComponent(name) == expected)
    let report = Report(
      rule: "iad.banner.placed-at-edge", severity: .should, subject: name, status: .warn, message: "",
      timeline: [], guide: "", fix: "")
    let attachment = report.attachmentName("timeline.txt")
    #expect(attachment == "\(expected).iad.banner.placed-at-edge.timeline.txt")
    #expect(!attachment.contains("/"))
  }

  @Test("A very long client name is cut to 100 characters")
  func longName() {
    #expect(Report.fileNameComponent(String(repeating: "A", count: 300)).count == 100)
  }
}
