import Foundation
import Testing

@testable import AdConformCommand

@Suite("The baseline file and its days")
struct BaselineTests {
  /// Writes `json` to a fresh temporary file and returns its path.
  static func file(_ json: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-\(UUID().uuidString).json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func entry(
    rule: String = "iad.banner.hidden-after-failure", client: String = "BannerThatStaysUp",
    expires: String = "2027-01-31", extra: String = ""
  ) -> String {
    #"{"rule": "\#(rule)", "client": "\#(client)", "reason": "Known", "expires": "\#(expires)"\#(extra)}"#
  }

  static func check(_ entries: [String], _ more: [String] = []) async throws -> AdConformCommand.Result {
    let path = try file(#"{"version": 1, "deviations": [\#(entries.joined(separator: ", "))]}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return await AdConformCommand.run(
      ["check", "--subject", "BannerThatStaysUp", "--baseline", path, "--today", "2027-01-01"] + more)
  }

  @Test(
    "Only real calendar days are days",
    arguments: [
      ("2027-01-31", true), ("2028-02-29", true), ("2000-02-29", true), ("2027-12-31", true),
      ("2027-02-29", false), ("1900-02-29", false), ("2027-04-31", false), ("2027-13-01", false),
      ("2027-00-10", false), ("2027-01-00", false), ("2027-1-31", false), ("27-01-31", false),
      ("2027-01-31T00:00", false), ("2027--1-31", false), ("", false),
    ])
  func realDays(text: String, isDay: Bool) {
    #expect((CalendarDay(text) != nil) == isDay)
    if isDay { #expect(CalendarDay(text)?.description == text) }
  }

  @Test("Days order by year, then month, then day")
  func ordering() throws {
    let days = try ["2026-12-31", "2027-01-01", "2027-01-02", "2027-02-01"].map { try #require(CalendarDay($0)) }
    #expect(days == days.sorted())
    #expect(try #require(CalendarDay("2027-01-10")) > #require(CalendarDay("2027-01-09")))
  }

  @Test("--today takes 29 February only in a leap year")
  func leapToday() async {
    let leap = await AdConformCommand.run(["check", "--subject", "ArticleViewController", "--today", "2028-02-29"])
    let common = await AdConformCommand.run(["check", "--subject", "ArticleViewController", "--today", "2027-02-29"])
    #expect(leap.status == 0)
    #expect(common.status == 2)
    #expect(
      common.standardError.contains("invalid value '2027-02-29' for '--today'; expected a real day as YYYY-MM-DD."))
  }

  @Test("An entry naming no rule of the catalogue is an error that suggests the nearest id")
  func unknownRule() async throws {
    let result = try await Self.check([Self.entry(rule: "banner.hiden-after-failure")])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #".json:1:40: deviations[0].rule: expected a rule id from 'adconform list', but found "banner.hiden-after-failure"; did you mean "iad.banner.hidden-after-failure"?"#
      ))
  }

  @Test("An entry naming an unknown client is an error, even when that client is not selected")
  func unknownClient() async throws {
    let result = try await Self.check([Self.entry(), Self.entry(client: "BannerThatStaysUpp")])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #".json:1:205: deviations[1].client: expected a client name from 'adconform subjects', but found "BannerThatStaysUpp"; did you mean "BannerThatStaysUp"?"#
      ))
  }

  @Test("An entry for a known client that is not selected is neither applied nor stale")
  func unselectedClient() async throws {
    let result = try await Self.check([Self.entry(), Self.entry(client: "FeedViewController")])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("Stale"))
  }

  @Test("A second entry for the same rule and client is an error naming the first")
  func duplicate() async throws {
    let result = try await Self.check([Self.entry(), Self.entry(expires: "2027-06-30")])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        ".json:1:151: deviations[1]: expected one entry per rule and client, but found a second entry for iad.banner.hidden-after-failure and BannerThatStaysUp (the first is deviations[0], at 1:31)."
      ))
  }

  @Test("An entry with a misspelt field is an error naming the field and the nearest one")
  func unknownField() async throws {
    let result = try await Self.check([Self.entry(extra: #", "expiry": "2027-02-01""#)])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #".json:1:150: deviations[0].expiry: expected only "rule", "client", "reason" and "expires", but found "expiry"; did you mean "expires"?"#
      ))
  }

  @Test("An expiry on a day the calendar lacks is an error quoting it")
  func impossibleExpiry() async throws {
    let result = try await Self.check([Self.entry(expires: "2027-02-30")])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        #".json:1:136: deviations[0].expires: expected a real day as YYYY-MM-DD, but found "2027-02-30"."#))
  }

  @Test("A missing file is an error that says so and how to go on")
  func missingFile() async {
    let path = "/nonexistent/adconform-baseline.json"
    let result = await AdConformCommand.run(["check", "--baseline", path])
    #expect(result.status == 2)
    #expect(
      result.standardError == """
        adconform: error: cannot read the baseline '\(path)': no such file. \
        Write one as the article The CI gate and the baseline shows, or leave out --baseline.

        """)
  }

  @Test("Under --strict, a baseline entry accepts an unverified rule until it expires")
  func strictUnverified() async throws {
    let rule = "gma.app-open.never-presents-expired"
    let client = "WallClockAppOpenAppDelegate"
    let path = try Self.file(
      #"{"version": 1, "deviations": [\#(Self.entry(rule: rule, client: client))]}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let base = ["check", "--subject", client, "--rule", rule, "--strict", "--baseline", path]
    let accepted = await AdConformCommand.run(base + ["--today", "2027-01-31"])
    let expired = await AdConformCommand.run(base + ["--today", "2027-02-01"])
    let lenient = await AdConformCommand.run(
      ["check", "--subject", client, "--rule", rule, "--baseline", path, "--today", "2027-01-31"])
    #expect(accepted.status == 0)
    #expect(accepted.standardOutput.contains("Accepted by the baseline until 2027-01-31: Known"))
    #expect(expired.status == 1)
    // Without --strict the rule does not fail the gate, and its entry is not stale.
    #expect(lenient.status == 0)
    #expect(!lenient.standardOutput.contains("Stale"))
    #expect(lenient.standardOutput.contains("Unverified:"))
  }

  @Test("Suggestions are offered only for near misses")
  func suggestions() {
    let names = ["iad.banner.hidden-until-loaded", "iad.banner.placed-at-edge"]
    #expect(Suggestion.closest(to: "banner.placed-at-egde", among: names) == "iad.banner.placed-at-edge")
    #expect(Suggestion.closest(to: "banner.nope", among: names) == nil)
    #expect(Suggestion.closest(to: "x", among: []) == nil)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
  }
}
