import AdContracts
import AdSimulation
import FakeUIKit
import FakeiAd
import Testing

/// A screen whose layout divides by a size that is zero, giving frames of NaN and infinity.
@MainActor
final class NonFiniteLayoutScreen: UIViewController, ADBannerViewDelegate {
  let banner = ADBannerView(adType: .banner)!
  let contentView = UIView()
  var isAnimating = true

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.delegate = self
    view.addSubview(contentView)
    view.addSubview(banner)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let columns = 0.0
    banner.frame = CGRect(x: 0, y: view.bounds.height / columns * 0, width: 320, height: 50)
    contentView.frame = CGRect(x: 0, y: 0, width: view.bounds.width / columns, height: 100)
  }
}

/// A screen that moves the clock on an hour from its load callback, as if it owned the run.
@MainActor
final class ClockDrivingScreen: UIViewController, ADBannerViewDelegate {
  let banner = ADBannerView(adType: .banner)!

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.delegate = self
    view.addSubview(banner)
  }

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    Task { await Simulation.current?.perform(.advance(.seconds(3600))) }
  }
}

/// Clients that misuse the fakes get a finding that names the misuse, and the run goes on.
@Suite("Misusing clients")
struct MisusingClientsTests {
  @Test("NaN and infinite frames are misuse: every banner rule gets a verdict naming it, and nothing traps")
  func nonFiniteGeometry() async {
    let subject = Subject.iAdBannerScreen("NonFiniteLayoutScreen") { _ in NonFiniteLayoutScreen() }
    for rule in Catalogue.rules(for: .iAdBanner) {
      let report = await rule.run(against: subject)
      if report.status == .notApplicable { continue }
      #expect(report.status == .unverified, "\(rule.id): \(report.message)")
      #expect(report.message.contains("not a finite rectangle"), "\(rule.id): \(report.message)")
    }
  }

  @Test("A NaN frame is recorded as misuse and leaves the view's frame as it was")
  @MainActor
  func frameKept() async {
    await Simulation.run(Script()) { sim in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.frame = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1)
      view.center = CGPoint(x: CGFloat.infinity, y: 0)
      #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
      let misuses = sim.trace.events(.misuse).filter { $0.name == Simulation.nonFiniteGeometry }
      #expect(misuses.count == 2)
      #expect(misuses.first?.detail.contains("nan") == true)
      let banner = ADBannerView(adType: .banner)!
      banner.frame.origin.y = CGFloat.nan
      #expect(banner.frame.origin.y == 0)
    }
  }

  @Test("Driving the run from a delegate callback is refused and makes every verdict unverified")
  func drivingFromACallback() async {
    let subject = Subject.iAdBannerScreen("ClockDrivingScreen") { _ in ClockDrivingScreen() }
    let rule = Catalogue.rules(for: .iAdBanner).first { $0.id == "iad.banner.hidden-until-loaded" }!
    let report = await rule.run(against: subject)
    #expect(report.status == .unverified, "\(report.message)")
    #expect(report.message.contains("tried to drive the run itself"))
    #expect(report.message.contains("perform(advance"))
  }

  @Test("A perform from the app's task inside a step moves nothing")
  @MainActor
  func refusedPerformMovesNothing() async {
    await Simulation.run(Script()) { sim in
      sim.schedule(after: .seconds(1), "app timer") {
        Task { await sim.perform(.advance(.seconds(3600))) }
      }
      await sim.perform(.advance(.seconds(2)))
      #expect(sim.clock.now == VirtualClock.Instant(offset: .seconds(2)))
      #expect(sim.trace.events(.misuse).map(\.name) == [Simulation.drivenByApp])
      // The script itself still drives the run afterwards.
      await sim.perform(.advance(.seconds(1)))
      #expect(sim.clock.now == VirtualClock.Instant(offset: .seconds(3)))
    }
  }
}
