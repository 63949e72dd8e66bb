import AdContracts
import AdSimulation
import ExampleClients
import ExampleSubjects
import FakeiAd
import Foundation
import Testing

/// Verdicts hold on clients written unlike the fixtures: no false alarm, no pass the run
/// never observed, the same verdicts in any order.
@Suite("Honest verdicts")
struct HonestVerdictTests {
  static func article<Screen: ArticleViewController>(
    _ name: String, _ make: @escaping @MainActor @Sendable () -> Screen
  ) -> Subject {
    .iAdBannerScreen(
      name, activitiesRunning: { $0.isAnimating }, recreatableMemory: { $0.pageCacheBytes },
      urgentEvent: { $0.handleIncomingCall() }, makeScreen: { _ in make() })
  }

  static func game<Screen: RoundBreakGameViewController>(
    _ name: String, _ make: @escaping @MainActor @Sendable () -> Screen
  ) -> Subject {
    .iAdInterstitialScreen(
      name, presentation: .modal, transition: { $0.finishRound() }, contentProgress: { $0.round },
      activitiesRunning: { $0.isPlaying }, recreatableMemory: { $0.artCacheBytes },
      urgentEvent: { $0.handleIncomingCall() }, makeScreen: { _ in make() })
  }

  static func report(_ id: String, _ subject: Subject) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: id))
    return await rule.run(against: subject)
  }

  @Test("A banner hidden only when the SDK sends error 5 fails iad.banner.hidden-after-failure")
  func hidesOnlyOnError5() async throws {
    let report = try await Self.report(
      "iad.banner.hidden-after-failure", Self.article("HidesOnlyOnError5") { HidesOnlyOnError5() })
    #expect(report.status == .fail, "\(report.text)")
    #expect(
      report.message.contains(
        "for 12.0 s after the failure at 32.000 s, until 44.000 s; the SDK reported error 5 at 44.000 s"),
      "\(report.message)")
  }

  @Test(
    "Cutting the ad object as its action starts breaks kept-during-action, banner and full-screen",
    arguments: [
      (
        "iad.banner.kept-during-action", HonestVerdictTests.article("DropsBannerOnTap") { DropsBannerOnTap() },
        "removed from its superview"
      ),
      (
        "iad.banner.kept-during-action", HonestVerdictTests.article("StopsListeningOnTap") { StopsListeningOnTap() },
        "cut from its delegate"
      ),
      (
        "iad.interstitial.kept-during-action",
        HonestVerdictTests.game("GameStopsListeningOnTap") { GameStopsListeningOnTap() }, "cut from its delegate"
      ),
      (
        "iad.interstitial.kept-during-action", HonestVerdictTests.game("GameReplacesAdOnTap") { GameReplacesAdOnTap() },
        "cut from its delegate"
      ),
    ])
  func cutDuringAction(_ rule: String, _ subject: Subject, _ what: String) async throws {
    let report = try await Self.report(rule, subject)
    #expect(report.status.isViolation, "\(report.text)")
    #expect(report.message.contains("it was \(what) at"), "\(report.message)")
  }

  @Test("A client whose task never lets the run settle gets unverified on every rule that applies, with the reason")
  func neverIdle() async {
    let subject = Self.article("NeverIdleArticle") { NeverIdleArticle() }
    for rule in IAdBannerRules.all {
      let report = await rule.run(against: subject)
      if report.status == .notApplicable { continue }
      #expect(report.status == .unverified, "\(rule.id): \(report.text)")
      #expect(report.message.contains("the run never went idle"), "\(rule.id): \(report.message)")
    }
  }

  @Test("Every pass says what the run observed, and every unverified verdict keeps its events")
  func evidence() async {
    for fixture in Fixtures.all {
      for rule in Catalogue.rules(for: fixture.subject.kind) {
        let report = await rule.run(against: fixture.subject)
        switch report.status {
        case .pass:
          #expect(
            report.message.hasPrefix("Observed: ") && report.message.count > 20,
            "\(fixture) on \(rule.id): \(report.message)")
        case .unverified:
          #expect(report.events.count == report.timeline.count, "\(fixture) on \(rule.id)")
          #expect(
            !report.events.isEmpty || report.message.contains("readsTimeFromContext"),
            "\(fixture) on \(rule.id) kept no events")
        default:
          break
        }
      }
    }
  }

  /// The whole catalogue's reports for the subjects, in the order given, as JSON.
  static func catalogueJSON(_ subjects: [Subject], order: ([Rule]) -> [Rule]) async throws -> Data {
    var reports: [Report] = []
    for subject in subjects {
      for rule in order(Catalogue.rules(for: subject.kind)) {
        reports.append(await rule.run(against: subject))
      }
    }
    reports.sort { ($0.subject, $0.rule) < ($1.subject, $1.rule) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(reports)
  }

  @Test(
    "The catalogue's JSON is byte-identical run forward, reversed and shuffled, also for a client that keeps a banner in a static"
  )
  func orderIndependence() async throws {
    let kept = Self.article("StaticBannerArticle") { StaticBannerArticle() }
    let subjects = Fixtures.all.map(\.subject) + [kept]
    let forward = try await Self.catalogueJSON(subjects) { $0 }
    let reversed = try await Self.catalogueJSON(subjects) { $0.reversed() }
    var generator = SeededGenerator(seed: 0x5EED)
    let shuffled = try await Self.catalogueJSON(subjects) { $0.shuffled(using: &generator) }
    #expect(forward == reversed)
    #expect(forward == shuffled)
    let keptReport = try await Self.report("iad.banner.shown-when-loaded", kept)
    #expect(keptReport.status == .unverified)
    #expect(
      keptReport.message.contains("StaticBannerArticle keeps state from one run to the next"), "\(keptReport.message)")
  }

  @Test(
    "Rules stay inside the devices a subject supports: no phone for an iPad-only app, no rotation for a portrait-only one"
  )
  func devices() async throws {
    let padOnly = Subject.iAdInterstitialScreen(
      "PadOnlyGame", presentation: .modal, devices: .init(idioms: [.pad]),
      transition: { $0.finishRound() }, makeScreen: { _ in RoundBreakGameViewController() })
    let onPhone = try await Self.report("iad.interstitial.pad-only", padOnly)
    #expect(onPhone.status == .notApplicable, "\(onPhone.text)")
    #expect(onPhone.message.contains("supports iPad only"), "\(onPhone.message)")

    let portrait = Subject.iAdBannerScreen(
      "PortraitReader", devices: .init(orientations: [.portrait], iOS: 5), activitiesRunning: { $0.isAnimating },
      makeScreen: { _ in ArticleViewController() })
    let sizes = try await Self.report("iad.banner.size-follows-orientation", portrait)
    #expect(sizes.status == .notApplicable, "\(sizes.text)")
    let edge = try await Self.report("iad.banner.placed-at-edge", portrait)
    #expect(edge.status == .pass, "\(edge.text)")
    #expect(edge.message.contains("in portrait") && !edge.message.contains("landscape"), "\(edge.message)")
    let required = try await Self.report("iad.banner.required-sizes-minimal", portrait)
    #expect(
      required.status == .warn,
      "a portrait-only app that requires the landscape size too narrows its inventory: \(required.text)")
  }

  @Test("shared-across-screens judges the banner that serves the ads, not a throwaway one made beside it")
  func sharedBannerWithThrowaway() async throws {
    let subject = Subject.iAdBannerScreen(
      "FeedWithThrowawayBanner", adScreens: .several, activitiesRunning: { $0.isPlayingVideo },
      makeScreen: { (context: Subject.Context) -> FeedViewController in
        _ = ADBannerView(frame: .zero)
        return FeedViewController(coordinator: context.shared { SharedBannerCoordinator() })
      })
    let report = try await Self.report("iad.banner.shared-across-screens", subject)
    #expect(report.status == .pass, "\(report.text)")
    #expect(report.message.contains("never shown"), "\(report.message)")
  }

  @Test("An SDK object used in a run after the one that made it is recorded as misuse naming it")
  func staleObjectIsMisuse() async throws {
    let kept = await Simulation.run(Script(name: "first")) { _ in StaleHolder.make() }
    let trace = await Simulation.run(Script(name: "second")) { simulation in
      kept.currentContentSizeIdentifier = ADBannerContentSizeIdentifierLandscape
      return simulation.trace
    }
    let misuse = try #require(trace.events(.misuse).first)
    #expect(misuse.name == Simulation.staleObjectUse)
    #expect(misuse.object == "ADBannerView#1")
  }
}

/// Makes a banner in one run for a test to use in the next.
@MainActor
enum StaleHolder {
  static func make() -> ADBannerView { ADBannerView(frame: .zero) }
}

/// A small generator whose sequence depends only on its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
