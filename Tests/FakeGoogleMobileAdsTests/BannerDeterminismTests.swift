import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADBannerView determinism")
@MainActor
struct BannerDeterminismTests {
  static let script = Script(
    name: "banner session",
    steps: [
      .respond(.fill(after: .milliseconds(800))), .advance(.seconds(5)), .tap(willLeave: false), .advance(.seconds(3)),
      .closeAd, .respond(.fail(2, after: .seconds(1))), .respond(.fill(after: .milliseconds(300))),
      .rotate(.landscape), .advance(.seconds(90)),
    ])

  /// Plays the script against a banner app and returns its timeline.
  static func play(_ names: NameSet) async -> [String] {
    await Simulation.run(script) { sim in
      GoogleBannerBehaviour.set(GoogleBannerBehaviour(refreshInterval: .seconds(30)), in: sim)
      let screen = BannerScreen(names)
      screen.banner.adSize =
        names == .gad
        ? GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(320)
        : currentOrientationAnchoredAdaptiveBanner(width: 320)
      names.loadBanner(screen.banner)
      await sim.play()
      return withExtendedLifetime(screen) { sim.trace.timeline() }
    }
  }

  @Test("The same script gives the same timeline, under either name set", arguments: NameSet.allCases)
  func sameTimeline(_ names: NameSet) async {
    let first = await Self.play(names)
    let second = await Self.play(names)
    #expect(first == second)
    #expect(first.count > 15)
    // The other spelling differs only in the delegate class the timeline names, and in the
    // SDK's names, which the timeline speaks as the app wrote them (the columns after them
    // move with their length).
    let other = await Self.play(names == .gad ? .v12 : .gad)
    let recorders = ["GADBannerRecorder", "V12BannerRecorder"]
    func neutral(_ lines: [String]) -> [String] {
      lines.map { line in
        recorders.reduce(line) { $0.replacingOccurrences(of: $1, with: "Recorder") }
          .replacingOccurrences(of: "GADBannerView", with: "BannerView")
          .split(separator: " ").joined(separator: " ")
      }
    }
    #expect(neutral(first) == neutral(other))
    #expect(first.contains { $0.contains("bannerViewDidDismissScreen") })
    #expect(first.contains { $0.contains(names == .gad ? "GADBannerView#1" : " BannerView#1") })
  }
}
