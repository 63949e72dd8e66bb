import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// A level screen that shows an interstitial at the end of a level, at most once a minute,
/// and loads the next after each one: a frequency cap kept with the clock it is given.
@MainActor
final class CappedLevelScreen: UIViewController, FullScreenContentDelegate {
  let cap: TimeInterval
  let now: () -> Date
  private(set) var level = 1
  private var interstitial: InterstitialAd?
  private var lastShown: Date?

  init(cap: TimeInterval, now: @escaping () -> Date) {
    self.cap = cap
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    load()
  }

  private func load() {
    Task {
      interstitial = try? await InterstitialAd.load(with: GoogleTestAdUnits.interstitial, request: Request())
      interstitial?.fullScreenContentDelegate = self
    }
  }

  /// The level ends: the natural break.
  func levelEnded() {
    level += 1
    if let lastShown, now().timeIntervalSince(lastShown) < cap { return }
    guard let interstitial else { return }
    lastShown = now()
    interstitial.present(from: self)
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    interstitial = nil
    load()
  }
}

@Suite("An interstitial's frequency cap")
struct InterstitialFrequencyCapTests {
  static let rule = "gma.interstitial.shown-at-break"

  @MainActor
  static func subject(
    _ name: String, cap: TimeInterval, readsTimeFromContext: Bool, readsDate: Bool = false
  ) -> Subject {
    Subject.googleInterstitialScreen(
      name, readsTimeFromContext: readsTimeFromContext, naturalBreak: { $0.levelEnded() },
      contentProgress: { $0.level }
    ) { context in
      CappedLevelScreen(cap: cap, now: readsDate ? Date.init : { context.now() })
    }
  }

  /// An ad shown at a first break and closed, three breaks 8 s apart, then, two and a half
  /// minutes on, three more.
  static let script = Script(
    name: "capped-breaks",
    steps: [
      .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(5)), .transition,
      .advance(.seconds(3)), .closeAd,
      .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(5)),
      .transition, .advance(.seconds(8)), .transition, .advance(.seconds(8)), .transition, .advance(.seconds(150)),
      .transition, .advance(.seconds(8)), .transition, .advance(.seconds(8)), .transition, .advance(.seconds(5)),
    ])

  @Test("A one-minute cap holds the ad through the breaks right after one, and shows it once the minute is over")
  @MainActor
  func oneMinuteCap() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (trace, findings) = await Exploration.replay(
      Self.script, on: Self.subject("OneMinuteCap", cap: 60, readsTimeFromContext: true), rules: [rule])
    #expect(findings.isEmpty, "\(findings.map(\.message))")
    // The scenario is the one meant: one ad at the first break, the next only after the cap.
    let shown = trace.events(named: .adWillPresentFullScreenContent).map(\.time.offset)
    #expect(shown.count == 2, "\(trace.timeline().joined(separator: "\n"))")
    #expect(shown.last.map { $0 > .seconds(120) } == true)
  }

  @Test("An app that holds its next ad for good after showing one is found once the allowance is over")
  @MainActor
  func holdsForGood() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (_, findings) = await Exploration.replay(
      Self.script, on: Self.subject("CapForGood", cap: 100_000, readsTimeFromContext: true), rules: [rule])
    #expect(findings.map(\.rule) == [Self.rule])
    let message = findings.first?.message ?? ""
    #expect(message.contains("presented it at none"), "\(message)")
  }

  @Test("A cap kept with Date() runs on the run's clock: the next ad comes once the minute is over")
  @MainActor
  func dateCap() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (trace, findings) = await Exploration.replay(
      Self.script, on: Self.subject("DateCap", cap: 60, readsTimeFromContext: true, readsDate: true), rules: [rule])
    #expect(findings.isEmpty, "\(findings.map(\.message))")
    let shown = trace.events(named: .adWillPresentFullScreenContent).map(\.time.offset)
    #expect(shown.count == 2, "\(trace.timeline().joined(separator: "\n"))")
    #expect(shown.last.map { $0 > .seconds(120) } == true)
  }

  @Test("A cap on a clock its subject does not name is not held against the app, however long it holds")
  @MainActor
  func undeclaredClockCap() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (trace, findings) = await Exploration.replay(
      Self.script, on: Self.subject("UndeclaredCap", cap: 100_000, readsTimeFromContext: false), rules: [rule])
    #expect(findings.isEmpty, "\(findings.map(\.message))")
    #expect(trace.events(named: .adWillPresentFullScreenContent).count == 1)
  }

  @Test("An app that never shows its ad is found at its first breaks, cap or none")
  @MainActor
  func neverShowsIsStillFound() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let neverShows = Subject.googleInterstitialScreen(
      "NeverShows", naturalBreak: { (screen: CappedLevelScreen) in _ = screen.level }
    ) { context in CappedLevelScreen(cap: 60, now: { context.now() }) }
    let (_, findings) = await Exploration.replay(Self.script, on: neverShows, rules: [rule])
    #expect(findings.map(\.rule) == [Self.rule])
  }
}
