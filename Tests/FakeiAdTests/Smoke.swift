import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@MainActor
final class Screen: UIViewController, ADBannerViewDelegate {
  var banner: ADBannerView?
  override func viewDidLoad() {
    let banner = ADBannerView(frame: .zero)
    banner.delegate = self
    banner.frame.origin = CGPoint(x: 0, y: view.bounds.height)
    view.addSubview(banner)
    self.banner = banner
  }
  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    banner.frame.origin.y = view.bounds.height - banner.frame.height
  }
}

@Test @MainActor func smoke() async {
  let script = Script(steps: [.respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .respond(.fail(3)), .advance(.seconds(60))])
  let lines = await Simulation.run(script) { sim in
    let window = UIWindow(frame: .zero)
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    await sim.play()
    _ = screen
    return sim.trace.timeline()
  }
  print(lines.joined(separator: "\n"))
  #expect(lines.count > 3)
}
