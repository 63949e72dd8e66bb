import AdSimulation
import ExampleSubjects
import Foundation
import Testing

@testable import AdContracts

/// One rule run against a client that leaves one of the rule's preconditions false.
struct UnmetRow: Sendable, CustomTestStringConvertible {
  /// The rule's id.
  let rule: String
  /// The client.
  let subject: Subject
  /// The precondition the client leaves false.
  let precondition: Precondition
  /// Why the verdict is known to be wrong today, for rows that record a wrong verdict.
  let knownIssue: String?

  init(_ rule: String, _ subject: Subject, _ precondition: Precondition, knownIssue: String? = nil) {
    self.rule = rule
    self.subject = subject
    self.precondition = precondition
    self.knownIssue = knownIssue
  }

  var testDescription: String { "\(rule) on \(subject.name): \(precondition.name)" }
}

/// A rule passes only when its run reached the state it judges: a client that never lets
/// the run get there gets no verdict, with the state named.
@Suite("Unmet preconditions give unverified")
struct PreconditionTests {
  typealias S = PreconditionSubjects

  /// The rules that tap an ad, shared by banners and full-screen ads.
  static let tapRules = [
    "pauses-when-covered", "resumes-after-action", "resumes-after-cancel", "resumes-after-leaving",
    "no-pause-when-refused", "kept-during-action", "allows-actions", "cancels-only-when-urgent",
    "releases-memory-on-warning",
  ]
  /// The rules that need the activities running right before the tap.
  static let activityRules = [
    "pauses-when-covered", "resumes-after-action", "resumes-after-cancel", "resumes-after-leaving",
    "no-pause-when-refused",
  ]
  /// The rules that need an action the delegate allowed.
  static let allowedActionRules = [
    "pauses-when-covered", "resumes-after-action", "resumes-after-cancel", "kept-during-action",
    "cancels-only-when-urgent", "releases-memory-on-warning",
  ]

  static func rows(_ kind: String, _ rules: [String], _ subject: Subject, _ precondition: Precondition) -> [UnmetRow] {
    rules.map { UnmetRow("\(kind).\($0)", subject, precondition) }
  }

  static let bannerRows: [UnmetRow] =
    [
      UnmetRow("iad.banner.hidden-until-loaded", S.noBanner, .bannerMade),
      UnmetRow("iad.banner.required-sizes-minimal", S.noBanner, .bannerMade),
      UnmetRow("iad.banner.created-when-displayed", S.noBanner, .bannerMade),
      UnmetRow("iad.banner.size-follows-orientation", S.noBanner, .bannerOnScreen),
      UnmetRow("iad.banner.recovers-after-failure", S.noBanner, .loadFailed),
      UnmetRow("iad.banner.hidden-after-failure", S.noBanner, .failureWhileShown),
      UnmetRow(
        "iad.banner.shown-when-loaded", S.noBanner, .bannerMade),
      UnmetRow("iad.banner.hidden-until-loaded", S.bannerAfterThreeSeconds, .adLoaded),
      UnmetRow("iad.banner.recovers-after-failure", S.bannerAfterThreeSeconds, .adLoaded),
      UnmetRow("iad.banner.hidden-after-failure", S.bannerNeverShown, .failureWhileShown),
      UnmetRow("iad.banner.detached-when-unused", S.bannerNeverShown, .bannerOnScreen),
      UnmetRow("iad.banner.placed-at-edge", S.bannerNeverShown, .bannerOnScreen),
      UnmetRow("iad.banner.content-not-covered", S.bannerNeverShown, .bannerOnScreen),
      UnmetRow("iad.banner.shared-across-screens", S.bannerNeverShownOnEveryScreen, .bannerOnScreen),
      UnmetRow("iad.banner.placed-at-edge", S.portraitBanner, .bannerOnScreen),
      UnmetRow("iad.banner.content-not-covered", S.portraitBanner, .bannerOnScreen),
      UnmetRow("iad.banner.no-pause-when-refused", S.busyPausingArticle, .activitiesRunningBeforeTap),
      UnmetRow("iad.banner.resumes-after-leaving", S.refusingArticle, .leftThroughAd),
      UnmetRow("iad.banner.releases-memory-on-warning", S.cachelessArticle, .memoryHeld),
      UnmetRow("iad.banner.allows-actions", S.bannerGoneAfterAction, .bannerOnScreen),
    ]
    + rows("iad.banner", tapRules, S.bannerNeverShown, .bannerOnScreen)
    + rows("iad.banner", activityRules, S.stillArticle, .activitiesRunningBeforeTap)
    + rows("iad.banner", allowedActionRules, S.refusingArticle, .actionAllowed)

  static let interstitialRows: [UnmetRow] =
    [
      UnmetRow("iad.interstitial.presents-only-loaded", S.noAdGame, .transitionWhileLoading),
      UnmetRow("iad.interstitial.one-at-a-time", S.noAdGame, .adMade),
      UnmetRow("iad.interstitial.no-modal-on-load", S.noAdGame, .adLoaded),
      UnmetRow("iad.interstitial.presents-only-loaded", S.lateAdsGame, .transitionWhileLoading),
      UnmetRow(
        "iad.interstitial.released-after-unload", S.lateAdsGame, .adMade),
      UnmetRow(
        "iad.interstitial.released-after-failure", S.lateAdsGame, .adMade),
      UnmetRow(
        "iad.interstitial.next-ad-after-unload", S.lateAdsGame, .adMade),
      UnmetRow(
        "iad.interstitial.presented-before-expiry", S.lateAdsGame, .adMade),
      UnmetRow("iad.interstitial.released-after-unload", S.gamePresentsWhenLoaded, .adEnded),
      UnmetRow("iad.interstitial.next-ad-after-unload", S.gamePresentsWhenLoaded, .adEnded),
      UnmetRow("iad.interstitial.released-after-unload", S.gameWithMenuBanner, .adLoaded),
      UnmetRow("iad.interstitial.released-after-failure", S.gameWithMenuBanner, .adEnded),
      UnmetRow("iad.interstitial.no-modal-on-load", S.gameWithMenuBanner, .adLoaded),
      UnmetRow(
        "iad.interstitial.presented-before-expiry", S.gameWithMenuBanner, .adLoaded),
      UnmetRow("iad.interstitial.host-view-geometry", S.magazineWithoutAdPages, .adPresented),
      UnmetRow("iad.interstitial.host-view-untouched", S.magazineWithoutAdPages, .adPresented),
      UnmetRow("iad.interstitial.page-removed-after-unload", S.magazineWithoutAdPages, .adPresented),
      UnmetRow("iad.interstitial.page-removed-after-unload", S.magazineEndingOnAd, .adEnded),
      UnmetRow("iad.interstitial.resumes-after-leaving", S.refusingMagazine, .leftThroughAd),
      UnmetRow("iad.interstitial.releases-memory-on-warning", S.cachelessMagazine, .memoryHeld),
      UnmetRow("iad.interstitial.resumes-after-action", S.magazineCutsActionsShort, .adCovering),
      UnmetRow("iad.interstitial.allows-actions", S.magazineHidesAdAfterAction, .adPresented),
    ]
    + rows("iad.interstitial", tapRules, S.magazineWithoutAdPages, .adPresented)
    + rows("iad.interstitial", activityRules, S.stillMagazine, .activitiesRunningBeforeTap)
    + rows("iad.interstitial", allowedActionRules, S.refusingMagazine, .actionAllowed)

  static let appOpenRows: [UnmetRow] = [
    UnmetRow("gma.app-open.single-load", S.neverLoading, .loadRequested),
    UnmetRow("gma.app-open.recovers-after-load-failure", S.neverLoading, .loadRequested),
    UnmetRow("gma.app-open.test-ids-under-test", S.neverLoading, .loadRequested),
    UnmetRow("gma.app-open.no-retry-storm", S.neverLoading, .loadRequested),
    UnmetRow("gma.app-open.single-presentation", S.neverLoading, .adShown),
    UnmetRow("gma.app-open.never-reuses-ad", S.neverLoading, .adShown),
    UnmetRow("gma.app-open.reloads-after-dismiss", S.neverLoading, .adShown),
    UnmetRow("gma.app-open.never-presents-expired", S.neverLoading, .expiredAdHeld),
    UnmetRow("gma.app-open.shows-on-foreground", S.neverLoading, .adLoaded),
    UnmetRow("gma.app-open.delegate-set-before-present", S.neverLoading, .presentAttempted),
    UnmetRow("gma.app-open.reloads-after-present-failure", S.neverLoading, .presentAttempted),
    UnmetRow("gma.app-open.cold-start-only-on-loading-screen", S.neverLoading, .loadingScreenGone),
    UnmetRow("gma.app-open.recovers-after-load-failure", S.liveUnit, .loadFailed),
    UnmetRow("gma.app-open.no-retry-storm", S.liveUnit, .loadFailed),
    UnmetRow("gma.app-open.single-presentation", S.neverPresenting, .adShown),
    UnmetRow("gma.app-open.never-reuses-ad", S.neverPresenting, .adShown),
    UnmetRow("gma.app-open.reloads-after-dismiss", S.neverPresenting, .adShown),
    UnmetRow("gma.app-open.delegate-set-before-present", S.neverPresenting, .presentAttempted),
    UnmetRow("gma.app-open.reloads-after-present-failure", S.neverPresenting, .presentAttempted),
    UnmetRow(
      "gma.app-open.dismisses-loading-screen", S.neverPresenting, .adShown),
    UnmetRow("gma.app-open.never-presents-expired", S.showsOnArrival, .expiredAdHeld),
    UnmetRow("gma.app-open.shows-on-foreground", S.showsOnArrival, .adLoaded),
    UnmetRow("gma.app-open.cold-start-only-on-loading-screen", S.endlessLoadingScreen, .loadingScreenGone),
    UnmetRow(
      "gma.interstitial.never-presents-expired", Fixtures.fixture(named: "LevelShowsAdOnLoad")!.subject, .unshownAdHeld),
    UnmetRow("gma.rewarded-interstitial.skipped-when-declined", S.bonusRoundWithoutBreaks, .introShown),
  ]

  static let allRows = bannerRows + interstitialRows + appOpenRows

  @Test("A client that leaves a precondition false gets unverified naming it", arguments: allRows)
  func unmet(_ row: UnmetRow) async throws {
    let rule = try #require(Catalogue.rule(withID: row.rule))
    let report = await rule.run(against: row.subject)
    let named = "precondition not met (\(row.precondition.name))"
    let check = {
      #expect(report.status == .unverified, "\(report.text)")
      #expect(report.message.contains(named), "\(report.message)")
    }
    if let issue = row.knownIssue {
      withKnownIssue(Comment(rawValue: issue)) { check() }
    } else {
      check()
    }
  }

  // MARK: Every precondition exercised

  /// Every precondition, by its static's name; the test below holds this list to the source.
  static let declared: [String: Precondition] = [
    "activitiesRunningBeforeTap": .activitiesRunningBeforeTap,
    "actionAllowed": .actionAllowed,
    "bannerOnScreen": .bannerOnScreen,
    "bannerMade": .bannerMade,
    "adLoaded": .adLoaded,
    "introShown": .introShown,
    "failureWhileShown": .failureWhileShown,
    "adCovering": .adCovering,
    "leftThroughAd": .leftThroughAd,
    "adPresented": .adPresented,
    "adMade": .adMade,
    "adEnded": .adEnded,
    "becameActive": .becameActive,
    "loadRequested": .loadRequested,
    "loadFailed": .loadFailed,
    "adShown": .adShown,
    "presentAttempted": .presentAttempted,
    "transitionWhileLoading": .transitionWhileLoading,
    "expiredAdHeld": .expiredAdHeld,
    "loadingScreenGone": .loadingScreenGone,
    "memoryHeld": .memoryHeld,
    "unshownAdHeld": .unshownAdHeld,
  ]

  /// Preconditions no client can leave false, with the reason.
  static let unreachable: [String: String] = [
    "becameActive": """
    FakeUIKit's UIApplication ends every launch and every return to the foreground in \
    becomeActive(), which records didBecomeActive before the delegate runs; a client \
    cannot keep the app inactive
    """
  ]

  /// Preconditions no rule checks, with the reason.
  static let unchecked: [String: String] = [:]

  /// The static preconditions declared in Precondition.swift, by name.
  static func declaredInSource() throws -> [String: String] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Contracts/AdContracts/Judging/Precondition.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    var found: [String: String] = [:]
    for line in source.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("static let "), let equals = text.firstIndex(of: "=") else { continue }
      let name = text[text.index(text.startIndex, offsetBy: "static let ".count)..<equals]
        .trimmingCharacters(in: .whitespaces)
      let parts = text.split(separator: "\"")
      found[name] = parts.count >= 2 ? String(parts[1]) : ""
    }
    return found
  }

  @Test("Every precondition is left unmet by at least one row")
  func everyPreconditionExercised() throws {
    let source = try Self.declaredInSource()
    #expect(!source.isEmpty, "no `static let` found in Precondition.swift")
    #expect(
      Set(source.keys) == Set(Self.declared.keys),
      "Precondition.swift declares \(source.keys.sorted()); this test lists \(Self.declared.keys.sorted())")
    for (name, precondition) in Self.declared {
      #expect(
        source[name] == precondition.name, "Precondition.\(name) reads \(source[name] ?? "nothing") in the source")
    }
    let covered = Set(Self.allRows.map(\.precondition))
    for name in source.keys.sorted() {
      guard let precondition = Self.declared[name] else { continue }
      if Self.unreachable[name] != nil { continue }
      if let reason = Self.unchecked[name] {
        withKnownIssue(Comment(rawValue: reason)) {
          #expect(covered.contains(precondition), "Precondition.\(name) has no row")
        }
        continue
      }
      #expect(covered.contains(precondition), "Precondition.\(name) (\(precondition.name)) has no row")
    }
    #expect(Set(Self.unreachable.keys).isSubset(of: source.keys))
    #expect(Set(Self.unchecked.keys).isSubset(of: source.keys))
  }

  @Test("Every rule the rows name exists")
  func rowsNameRules() {
    for row in Self.allRows {
      #expect(Catalogue.rule(withID: row.rule) != nil, "\(row.rule)")
    }
  }
}

/// Where the designed verdict is that the rule does not apply, it is not unverified.
@Suite("Rules that do not apply say so")
struct NotApplicableTests {
  @Test(
    "A client outside the rule's reach gets n/a, not unverified",
    arguments: [
      ("iad.banner.no-pause-when-refused", PreconditionSubjects.allowingArticle),
      ("iad.interstitial.no-pause-when-refused", PreconditionSubjects.cachelessMagazine),
      ("iad.interstitial.pauses-when-covered", PreconditionSubjects.roundBreakGame),
      ("iad.interstitial.resumes-after-action", PreconditionSubjects.roundBreakGame),
      ("iad.interstitial.resumes-after-leaving", PreconditionSubjects.gamePresentsWhenLoaded),
    ])
  func notApplicable(id: String, subject: Subject) async throws {
    let rule = try #require(Catalogue.rule(withID: id))
    let report = await rule.run(against: subject)
    #expect(report.status == .notApplicable, "\(report.text)")
    #expect(!report.message.contains("precondition not met"), "\(report.message)")
  }
}

/// The clients behind the known wrong verdicts do what the rules ask once the run goes on
/// long enough: the verdicts are wrong, not the clients.
@Suite("The clients behind the known wrong verdicts")
struct KnownIssueClientTests {
  @Test("BannerMadeLateScreen(3 s) shows its banner once the ad shown-when-loaded asks for loads")
  func lateBannerShows() async {
    let script = Script(
      name: "shown-when-loaded, longer", steps: [.respond(.fill(after: .seconds(2))), .advance(.seconds(6))])
    let trace = await PreconditionSubjects.bannerAfterThreeSeconds.play(script)
    #expect(
      trace.events(named: "bannerViewDidLoadAd").first?.time == VirtualClock.Instant.zero.advanced(by: .seconds(5)))
    #expect(trace.events(named: "banner shown").first?.time == VirtualClock.Instant.zero.advanced(by: .seconds(5)))
  }

  @Test("LateAdsGame presents a loaded ad before it expires, given presented-before-expiry's breaks")
  func lateAdsGamePresents() async {
    var steps: [Script.Step] = [.respond(.fill(after: .seconds(2))), .advance(.seconds(3))]
    for _ in 0..<3 { steps += [.advance(.seconds(60)), .transition] }
    let script = Script(
      name: "presented-before-expiry", device: Device(idiom: .pad), interstitialLifetime: .seconds(600),
      steps: steps)
    let trace = await PreconditionSubjects.lateAdsGame.play(script)
    #expect(trace.events(named: "interstitialAdDidLoad").count == 1)
    #expect(trace.events(named: "ad presented modally").count == 1)
  }

  @Test("GameWithMenuBanner's full-screen ad never loads when the banner takes the one fill")
  func menuBannerTakesTheFill() async {
    var steps: [Script.Step] = [.respond(.fill(after: .seconds(2))), .advance(.seconds(3))]
    for _ in 0..<11 { steps += [.advance(.seconds(60)), .transition] }
    let script = Script(
      name: "presented-before-expiry", device: Device(idiom: .pad), interstitialLifetime: .seconds(600),
      steps: steps)
    let trace = await PreconditionSubjects.gameWithMenuBanner.play(script)
    #expect(trace.events(named: "bannerViewDidLoadAd").count == 1)
    #expect(trace.events(named: "interstitialAdDidLoad").isEmpty)
  }
}
