import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// A game whose twenty-second level ends on its own clock and then waits for the player:
/// the interstitial it holds a second after the level's end, and a Next level button the
/// player taps to go on. With `gameOverFirst`, its first level ends in a game over whose
/// Restart starts level 1 again; with `waitsForAd`, its Next level does nothing until an ad
/// has loaded, the bug the skip rule is about.
final class LevelEndScreen: UIViewController, @preconcurrency GADFullScreenContentDelegate {
  let gameOverFirst: Bool
  let waitsForAd: Bool
  private var interstitial: GADInterstitialAd?
  private(set) var level = 1
  private var levelsEnded = 0
  let nextButton = UIButton(type: .system)
  let restartButton = UIButton(type: .system)

  init(gameOverFirst: Bool = false, waitsForAd: Bool = false) {
    self.gameOverFirst = gameOverFirst
    self.waitsForAd = waitsForAd
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    for (button, title) in [(nextButton, "Next level"), (restartButton, "Restart")] {
      button.setTitle(title, for: .normal)
      button.isHidden = true
      view.addSubview(button)
    }
    nextButton.addAction(UIAction { [weak self] _ in self?.nextLevel() }, for: .touchUpInside)
    restartButton.addAction(UIAction { [weak self] _ in self?.restart() }, for: .touchUpInside)
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    load()
    play()
  }

  private func load() {
    GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { [weak self] ad, _ in
      ad?.fullScreenContentDelegate = self
      self?.interstitial = ad
    }
  }

  private func play() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 20) { [weak self] in self?.levelEnds() }
  }

  private func levelEnds() {
    levelsEnded += 1
    if gameOverFirst, levelsEnded == 1 {
      restartButton.isHidden = false
      return
    }
    nextButton.isHidden = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
      guard let self, !nextButton.isHidden, let interstitial else { return }
      interstitial.present(fromRootViewController: self)
    }
  }

  /// What the player taps where they stand: Next level or Restart, when either shows.
  func goOn() {
    if !nextButton.isHidden { nextButton.sendActions(for: .touchUpInside) }
    if !restartButton.isHidden { restartButton.sendActions(for: .touchUpInside) }
  }

  /// Whether the game waits for the player.
  var waitsForPlayer: Bool { !nextButton.isHidden || !restartButton.isHidden }

  private func nextLevel() {
    if waitsForAd, interstitial == nil { return }
    nextButton.isHidden = true
    level += 1
    play()
  }

  private func restart() {
    restartButton.isHidden = true
    level = 1
    play()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    interstitial = nil
    load()
  }
}

enum LevelEndSubjects: SubjectList {
  static func game(_ name: String, gameOverFirst: Bool = false, waitsForAd: Bool = false) -> Subject {
    .googleInterstitialScreen(
      name, appBreaksWithin: .seconds(22), userCarriesOn: { $0.goOn() }, contentProgress: { $0.level },
      waitsForUser: { $0.waitsForPlayer }
    ) { _ in LevelEndScreen(gameOverFirst: gameOverFirst, waitsForAd: waitsForAd) }
  }

  static let levels = game("LevelEndScreen")
  static let gameOver = game("LevelEndScreen(game over first)", gameOverFirst: true)
  static let waitingForAd = game("LevelEndScreen(Next waits for an ad)", waitsForAd: true)
  static let subjects = [levels, gameOver, waitingForAd]
}

@Suite("Breaks on the app's own clock where the app waits for the player")
struct AppClockWaitingBreakTests {
  static let skip = "gma.interstitial.skips-when-not-ready"

  static func verdict(_ subject: Subject) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: skip))
    return await rule.run(against: LevelEndSubjects.launching(subject))
  }

  @Test("A player who went on mid-level taps Next once the level's end shows it, and the level moves on")
  func playerTapsNextAtTheBreak() async throws {
    let report = try await Self.verdict(LevelEndSubjects.levels)
    #expect(report.status == .pass, "\(report.message)")
    #expect(report.message.contains("the content moved on from 1 at 22"), "\(report.message)")
  }

  @Test("A game over the clock brings first is a wait the player's Restart answers: the app took the going-on")
  func restartAtGameOverIsTaken() async throws {
    let report = try await Self.verdict(LevelEndSubjects.gameOver)
    #expect(report.status == .pass, "\(report.message)")
    #expect(report.message.contains("the app took the user's going-on at 22"), "\(report.message)")
  }

  @Test("A Next level that waits for an ad keeps the player stuck at the break: caught")
  func nextThatWaitsForAnAdIsCaught() async throws {
    let report = try await Self.verdict(LevelEndSubjects.waitingForAd)
    #expect(report.status == .warn, "\(report.message)")
    #expect(report.message.contains("Expected the content moving on within 26.0 s"), "\(report.message)")
    let tapped = report.timeline.filter { $0.contains("the user goes on, as the app waits for them") }
    #expect(tapped.count == 1 && tapped[0].contains("22.000"), "\(report.timeline.joined(separator: "\n"))")
  }

  @Test("The player holds their tap while the ad covers the game, and taps Next 2 s after it is gone")
  func noTapUnderTheAd() async throws {
    let trace = await LevelEndSubjects.levels.play(
      Script(steps: [
        .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(5)),
        .transition, .advance(.seconds(20)), .closeAd, .advance(.seconds(10)),
      ]))
    let presented = try #require(trace.events.first { $0.name == .adWillPresentFullScreenContent })
    let closed = try #require(trace.events.first { $0.name == .adDidDismissFullScreenContent })
    let goings = trace.events.filter { $0.name == .userCarriesOn && $0.detail.contains("as the app waits") }
    #expect(presented.time == VirtualClock.Instant(offset: .seconds(21)), "\(trace.timeline().joined(separator: "\n"))")
    #expect(
      goings.map(\.time) == [closed.time.advanced(by: .seconds(2))], "\(trace.timeline().joined(separator: "\n"))")
  }

  @Test("A player who taps Next at the break themselves owes nothing more: the next level's end waits for them")
  func tapAtTheBreakSettlesTheDebt() async throws {
    let trace = await LevelEndSubjects.levels.play(
      Script(steps: [.advance(.seconds(5)), .transition, .advance(.seconds(16)), .transition, .advance(.seconds(30))]))
    let goings = trace.events.filter { $0.name == .userCarriesOn }
    #expect(
      goings.contains { $0.detail.contains("once it waits for them") }, "\(trace.timeline().joined(separator: "\n"))")
    #expect(
      !goings.contains { $0.detail.contains("as the app waits for them") },
      "\(trace.timeline().joined(separator: "\n"))")
  }

  @Test("Exploration finds the Next that waits for an ad, and nothing in the games that go on")
  func exploration() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.skip))
    let exploration = Exploration(scenarios: 300, seed: 1)
    for subject in [LevelEndSubjects.levels, LevelEndSubjects.gameOver] {
      let survey = await exploration.survey(
        LevelEndSubjects.launching(subject), rules: [rule], scenarios: exploration.indices)
      #expect(survey.firstScenario.isEmpty, "\(subject.name): \(survey.firstScenario)")
      #expect((survey.reached[rule.id] ?? 0) > 0, "\(subject.name): \(survey.reached)")
    }
    let faulty = await exploration.survey(
      LevelEndSubjects.launching(LevelEndSubjects.waitingForAd), rules: [rule], scenarios: exploration.indices)
    #expect(faulty.firstScenario[rule.id] != nil, "\(faulty.firstScenario)")
  }
}
