import AdSimulation
import FakeUIKit
import FakeiAd
import Testing

/// An iOS 7-era screen that slides its banner in and out with a bottom constraint's
/// constant, as many Swift 3 apps did, animating `layoutIfNeeded()`.
private final class SlidingBannerScreen: UIViewController, ADBannerViewDelegate {
  let banner = ADBannerView(adType: .banner)!
  var bannerBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.delegate = self
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    bannerBottom = banner.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: banner.frame.height)
    NSLayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bannerBottom,
    ])
  }

  func bannerViewDidLoadAd(_ banner: ADBannerView!) {
    bannerBottom.constant = 0
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }

  func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: Error!) {
    bannerBottom.constant = banner.frame.height
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }
}

@Suite("ADBannerView placed by constraints")
@MainActor
struct ADBannerViewAutoLayoutTests {
  @Test("A banner kept below the screen by its bottom constraint slides up on an ad and down on a failure")
  func slidingBanner() async {
    await Simulation.run(Script()) { sim in
      let screen = SlidingBannerScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      #expect(screen.banner.frame == CGRect(x: 0, y: 480, width: 320, height: 50))
      #expect(!screen.banner.isOnScreen)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      #expect(screen.banner.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      #expect(screen.banner.isOnScreen)
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(60)))
      #expect(screen.banner.frame.minY == 480)
      #expect(!screen.banner.isOnScreen)
      withExtendedLifetime(window) {}
    }
  }
}
