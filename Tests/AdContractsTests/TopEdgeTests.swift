import AdContracts
import AdSimulation
import FakeUIKit
import FakeiAd
import Testing

/// A screen in the app's own navigation stack with its banner at the top of its content.
@MainActor
final class TopBannerScreen: UIViewController, ADBannerViewDelegate {
  let offset: Double
  let banner = ADBannerView(adType: .banner)!

  init(offset: Double) {
    self.offset = offset
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.delegate = self
    view.addSubview(banner)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    banner.frame.origin = CGPoint(x: 0, y: offset)
  }
}

/// With a status bar and a navigation bar on screen, "at the top edge" means right under
/// them; a banner lower down is not at an edge.
@Suite("The top edge under the bars")
@MainActor
struct TopEdgeTests {
  @Test("A navigation controller lays its bar under the status bar and its screen under the bar")
  func navigationGeometry() async {
    await Simulation.run(Script()) { _ in
      let screen = UIViewController()
      let navigation = UINavigationController(rootViewController: screen)
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(navigation.navigationBar.frameInWindow == CGRect(x: 0, y: 20, width: 320, height: 44))
      #expect(screen.view.frameInWindow == CGRect(x: 0, y: 64, width: 320, height: 416))
      navigation.setNavigationBarHidden(true, animated: false)
      #expect(screen.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
  }

  static func subject(offset: Double) -> Subject {
    .iAdBannerScreen(
      "TopBannerScreen at \(offset)", devices: .init(orientations: [.portrait]),
      makeScreen: { _ in UINavigationController(rootViewController: TopBannerScreen(offset: offset)) })
  }

  static func placedAtEdge(offset: Double) async -> Report {
    let rule = Catalogue.rules(for: .iAdBanner).first { $0.id == "iad.banner.placed-at-edge" }!
    return await rule.run(against: subject(offset: offset))
  }

  @Test("A banner right under the navigation bar is at the top edge")
  func underTheBar() async {
    let report = await Self.placedAtEdge(offset: 0)
    #expect(report.status == .pass, "\(report.message)")
    #expect(report.message.contains("(0, 64, 320×50)"))
  }

  @Test("A banner 30 points below the navigation bar is not at an edge")
  func belowTheBar() async {
    let report = await Self.placedAtEdge(offset: 30)
    #expect(report.status == .warn, "\(report.message)")
    #expect(report.message.contains("under the status or navigation bar"))
  }
}
