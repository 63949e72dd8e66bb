import AdContracts
import ExampleClients
import Testing

/// The pause and resume rules on screens that give no `activitiesRunning` probe, with and
/// without the declaration that they run no timed activities.
enum TimedActivitiesSubjects: SubjectList {
  /// The adaptive banner screen with no activities probe.
  static let banner = Subject.googleBannerScreen("AdaptiveBanner(no probe)") { _ in AdaptiveBannerViewController() }
  /// The iAd article screen with no activities probe.
  static let article = Subject.iAdBannerScreen("Article(no probe)", devices: .init(iOS: 5)) { _ in
    ArticleViewController()
  }
  /// The adaptive banner screen with its probe, declaring no activities too.
  static let bannerWithProbe = Subject.googleBannerScreen(
    "AdaptiveBanner(probe and declaration)", activitiesRunning: { $0.isAnimating }
  ) { _ in AdaptiveBannerViewController() }
  .withoutTimedActivities()

  /// The same screens, declared to run no timed activities.
  static let declaredBanner = Subject.googleBannerScreen("AdaptiveBanner(declared)") { _ in
    AdaptiveBannerViewController()
  }
  .withoutTimedActivities()
  static let declaredArticle = Subject.iAdBannerScreen("Article(declared)", devices: .init(iOS: 5)) { _ in
    ArticleViewController()
  }
  .withoutTimedActivities()

  static let subjects = [banner, declaredBanner, article, declaredArticle, bannerWithProbe]
}

@Suite("Declaring a screen with no timed activities")
struct TimedActivitiesDeclarationTests {
  static let googleRules = ["gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed"]
  static let iAdRules = [
    "iad.banner.pauses-when-covered", "iad.banner.resumes-after-action", "iad.banner.resumes-after-cancel",
    "iad.banner.resumes-after-leaving", "iad.banner.no-pause-when-refused",
  ]

  static func verdict(_ id: String, _ subject: Subject) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: id))
    return await rule.run(against: TimedActivitiesSubjects.launching(subject))
  }

  /// Runs each rule against its subject and expects the status, with the text in its message.
  static func expect(
    _ pairs: [(ids: [String], subject: Subject)], _ status: Report.Status, saying text: String
  ) async throws {
    for (ids, subject) in pairs {
      for id in ids {
        let report = try await verdict(id, subject)
        #expect(report.status == status, "\(id): \(report.message)")
        #expect(report.message.contains(text), "\(id): \(report.message)")
      }
    }
  }

  @Test("Without a probe the rules are unverified, and say how to declare a screen with none")
  func withoutDeclaration() async throws {
    try await Self.expect(
      [(Self.googleRules, TimedActivitiesSubjects.banner), (Self.iAdRules, TimedActivitiesSubjects.article)],
      .unverified, saying: "withoutTimedActivities()")
  }

  @Test("Declared, they do not apply")
  func declared() async throws {
    try await Self.expect(
      [
        (Self.googleRules, TimedActivitiesSubjects.declaredBanner),
        (Self.iAdRules, TimedActivitiesSubjects.declaredArticle),
      ],
      .notApplicable, saying: "no timed activities")
  }

  @Test("With a probe the declaration changes nothing: the probe is read")
  func probeWins() async throws {
    for id in Self.googleRules {
      let report = try await Self.verdict(id, TimedActivitiesSubjects.bannerWithProbe)
      #expect(report.status == .pass, "\(id): \(report.message)")
    }
  }

  @Test("Other kinds are returned as they are")
  func otherKinds() {
    let consent = Subject.googleConsentScreen("Consent") { _ in AdaptiveBannerViewController() }
    #expect(consent.withoutTimedActivities().name == consent.name)
    #expect(consent.withoutTimedActivities().kind == consent.kind)
  }
}
