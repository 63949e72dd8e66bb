import AdSimulation
import FakeUIKit
import Testing

/// A view with a banner's intrinsic size, as a Google banner has.
private final class BannerSizedView: UIView {
  var size = CGSize(width: 320, height: 50) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { size }
}

/// A screen that pins a banner to the bottom of the safe area, centred, and its content
/// between the top of the safe area and the banner, as Google's banner samples do.
private final class PinnedBannerScreen: UIViewController {
  let content = UIView()
  let banner = BannerSizedView()
  var useItemForm = false

  override func viewDidLoad() {
    super.viewDidLoad()
    content.translatesAutoresizingMaskIntoConstraints = false
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    view.addSubview(banner)
    if useItemForm {
      view.addConstraints([
        NSLayoutConstraint(
          item: banner, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .bottom,
          multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: banner, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 1,
          constant: 0),
      ])
    } else {
      NSLayoutConstraint.activate([
        banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: banner.topAnchor),
    ])
  }
}

@Suite("Auto Layout")
@MainActor
struct AutoLayoutTests {
  private func show(_ screen: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "A banner pinned to the safe area's bottom, centred, sits at the bottom; the content fills the rest",
    arguments: [false, true])
  func pinnedBanner(itemForm: Bool) async {
    await Simulation.run(Script()) { sim in
      let screen = PinnedBannerScreen()
      screen.useItemForm = itemForm
      let window = show(screen)
      #expect(screen.banner.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      #expect(screen.content.frame == CGRect(x: 0, y: 20, width: 320, height: 410))
      #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(screen.view.constraints.count == 6)
      #expect(sim.trace.events(.misuse).isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test("The layout follows a rotation, a new intrinsic size and a constant's change")
  func follows() async {
    await Simulation.run(Script()) { sim in
      let screen = PinnedBannerScreen()
      let window = show(screen)
      await sim.perform(.rotate(.landscape))
      #expect(screen.banner.frame == CGRect(x: 80, y: 270, width: 320, height: 50))
      #expect(screen.content.frame == CGRect(x: 0, y: 20, width: 480, height: 250))
      screen.banner.size = CGSize(width: 468, height: 60)
      #expect(screen.banner.frame == CGRect(x: 6, y: 260, width: 468, height: 60))
      #expect(screen.content.frame.height == 240)
      let lift = screen.banner.bottomAnchor.constraint(lessThanOrEqualTo: screen.view.bottomAnchor, constant: -10)
      lift.isActive = true
      #expect(screen.banner.frame.maxY == 310)
      lift.constant = -20
      #expect(screen.banner.frame.maxY == 300)
      lift.isActive = false
      #expect(screen.banner.frame.maxY == 320, "the remaining constraints place the banner again")
      withExtendedLifetime(window) {}
    }
  }

  @Test("Sizes: a constant, a multiple of another view, an aspect ratio, inequalities, and priorities")
  func sizes() async {
    await Simulation.run(Script()) { _ in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let badge = UIView()
      let strip = UIView()
      let card = UIView()
      for view in [badge, strip, card] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let preferred = badge.widthAnchor.constraint(equalToConstant: 100)
      preferred.priority = .defaultHigh
      NSLayoutConstraint.activate([
        preferred,
        badge.heightAnchor.constraint(equalToConstant: 40),
        badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 2),
        badge.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 8),
        badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        strip.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
        strip.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
        strip.heightAnchor.constraint(equalToConstant: 44),
        strip.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        strip.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        card.widthAnchor.constraint(equalToConstant: 200),
        card.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
        card.heightAnchor.constraint(equalToConstant: 10),
        card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        card.bottomAnchor.constraint(equalTo: badge.topAnchor),
      ])
      #expect(
        badge.frame == CGRect(x: 8, y: 100, width: 80, height: 40), "the required aspect wins over the preferred width")
      #expect(strip.frame == CGRect(x: 150, y: 225, width: 170, height: 30))
      #expect(card.frame == CGRect(x: 85, y: 90, width: 150, height: 10))
    }
  }

  @Test("A constraint between views with no common ancestor is misuse and stays inactive")
  func noCommonAncestor() async {
    await Simulation.run(Script()) { sim in
      let banner = UIView()
      let elsewhere = UIView()
      banner.translatesAutoresizingMaskIntoConstraints = false
      let constraint = banner.topAnchor.constraint(equalTo: elsewhere.bottomAnchor)
      constraint.isActive = true
      #expect(!constraint.isActive)
      #expect(sim.trace.events(.misuse).first?.name == .constraintWithoutCommonAncestor)
      #expect(sim.trace.events(.misuse).first?.detail.contains("UIView and UIView have no common ancestor") == true)
    }
  }

  @Test("A view leaving its superview drops the constraints that tie it outside, and keeps its own")
  func leaving() async {
    await Simulation.run(Script()) { _ in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let banner = UIView()
      banner.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(banner)
      let height = banner.heightAnchor.constraint(equalToConstant: 50)
      let bottom = banner.bottomAnchor.constraint(equalTo: root.bottomAnchor)
      NSLayoutConstraint.activate([height, bottom])
      banner.removeFromSuperview()
      #expect(height.isActive && !bottom.isActive)
      #expect(root.constraints.isEmpty && banner.constraints.count == 1)
    }
  }

  @Test("Out of a window a view has no safe area insets; a view below the status bar has none either")
  func safeArea() async {
    await Simulation.run(Script()) { _ in
      let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(loose.safeAreaInsets == .zero)
      let screen = UIViewController()
      let window = show(screen)
      let low = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      let high = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
      screen.view.addSubview(low)
      screen.view.addSubview(high)
      #expect(low.safeAreaInsets == .zero)
      #expect(high.safeAreaInsets.top == 10)
      #expect(high.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 10, width: 100, height: 90))
      #expect(
        CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 5))
          == CGRect(x: 5, y: 10, width: 90, height: 90))
      withExtendedLifetime(window) {}
    }
  }
}
