import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A screen that follows the iAd guide: hide the banner until it loads, show it at the
/// bottom, resize on rotation, pause on action.
@MainActor
final class GuideBannerScreen: UIViewController, ADBannerViewDelegate {
  var banner: ADBannerView!
  var paused = false

  override func viewDidLoad() {
    banner = ADBannerView(frame: .zero)
    banner.delegate = self
    view.addSubview(banner)
    layoutBanner()
  }

  func layoutBanner() {
    let landscape = UIScreen.main.bounds.width > UIScreen.main.bounds.height
    banner.currentContentSizeIdentifier =
      landscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    let y = banner.isBannerLoaded ? view.bounds.height - banner.frame.height : view.bounds.height
    banner.frame.origin = CGPoint(x: 0, y: y)
  }

  override func viewDidLayoutSubviews() { layoutBanner() }
  override func didReceiveMemoryWarning() { banner.advertisingSection = nil }
  func bannerViewDidLoadAd(_ banner: ADBannerView) { layoutBanner() }
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) { layoutBanner() }
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    paused = true
    return true
  }
  func bannerViewActionDidFinish(_ banner: ADBannerView) { paused = false }
}

@Suite("ADBannerView determinism")
@MainActor
struct ADBannerViewDeterminismTests {
  static let script = Script(
    name: "banner tour", seed: 11,
    steps: [
      .respond(.fill(after: .seconds(2))), .advance(.seconds(3)),
      .tap(willLeave: false), .advance(.seconds(5)), .closeAd,
      .respond(.fail(3, after: .milliseconds(300))), .advance(.seconds(31)),
      .advance(.seconds(13)),
      .rotate(.landscape),
      .respond(.fill(after: .seconds(1))), .advance(.seconds(30)),
      .tap(willLeave: false), .background, .foreground,
      .memoryWarning,
      .tap(willLeave: true), .foreground,
      .rotate(.portrait),
      .respond(.fill()), .advance(.seconds(45)),
    ])

  static func runOnce() async -> Data {
    await Simulation.run(script) { sim in
      let window = UIWindow(frame: .zero)
      let screen = GuideBannerScreen()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.play()
      withExtendedLifetime((window, screen)) {}
      return sim.trace.encoded()
    }
  }

  @Test(
    "A banner scenario with fills, failures, taps, rotation, background, foreground and a memory warning gives one identical trace in 1,000 runs"
  )
  func thousandRuns() async throws {
    let first = await Self.runOnce()
    let trace = try JSONDecoder().decode(Trace.self, from: first)
    #expect(trace.events(named: "bannerViewDidLoadAd").count >= 2)
    #expect(trace.events(named: didFail).map(\.detail).contains("ADError.inventoryUnavailable (3)"))
    #expect(trace.events(named: didFail).map(\.detail).contains("ADError.bannerVisibleWithoutContent (5)") == false)
    #expect(trace.events(named: "bannerViewActionDidFinish").count == 2)
    #expect(trace.events(named: "didEnterBackground").count == 2)
    #expect(trace.events(named: "memoryWarning").count == 1)
    #expect(
      trace.events(named: "currentContentSizeIdentifier").map(\.detail) == [
        "landscape → 480×32", "portrait → 320×50",
      ])
    var different = 0
    for _ in 1..<1_000 where await Self.runOnce() != first {
      different += 1
    }
    #expect(different == 0)
  }
}
