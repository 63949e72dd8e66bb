import AdContractsTesting
import ExampleSubjects
import Testing

@Suite("The Swift Testing adapter")
struct AdapterTests {
  @Test("A conforming client records no issue")
  func conformingRecordsNothing() async throws {
    let fixture = try #require(Fixtures.conforming.first)
    for rule in IAdBannerRules.all {
      let report = await rule.expectConformance(of: fixture.subject)
      #expect(report.status == .pass || report.status == .notApplicable)
    }
  }

  @Test("A broken MUST rule is an issue at the caller's line with the failure text")
  func mustFailureAtCallerLine() async throws {
    let (rule, fixture) = try #require(Self.faultyPair(severity: .must))
    let line = #line + 2
    await withKnownIssue {
      await rule.expectConformance(of: fixture.subject)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "AdContractsTestingTests/AdapterTests.swift"
        && issue.severity == .error
        && issue.description.contains("✘ \(rule.id) (MUST) — \(fixture.subject.name)")
    }
  }

  @Test("A broken SHOULD rule is a warning, and an error when strict")
  func shouldFailureIsWarning() async throws {
    let (rule, fixture) = try #require(Self.faultyPair(severity: .should))
    await withKnownIssue {
      await rule.expectConformance(of: fixture.subject)
    } matching: {
      $0.severity == .warning
    }
    await withKnownIssue {
      await rule.expectConformance(of: fixture.subject, strict: true)
    } matching: {
      $0.severity == .error
    }
  }

  @Test("Called outside a Swift Testing test, the adapter stops the process loudly")
  func outsideTestFailsLoudly() async {
    await #expect(processExitsWith: .failure) {
      await Task.detached {
        let fixture = Fixtures.conforming[0]
        await IAdBannerRules.all[0].expectConformance(of: fixture.subject)
      }.value
    }
  }

  static func faultyPair(severity: Rule.Severity) -> (Rule, Fixture)? {
    for fixture in Fixtures.faulty {
      for id in fixture.violates.sorted() {
        if let rule = Catalogue.rule(withID: id), rule.severity == severity {
          return (rule, fixture)
        }
      }
    }
    return nil
  }
}
