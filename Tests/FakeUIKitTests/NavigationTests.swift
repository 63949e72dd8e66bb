import AdSimulation
import FakeUIKit
import Testing

/// A screen made the way a programmatic app writes one: both UIKit initializers overridden.
@MainActor
private final class ProgrammaticScreen: UIViewController {
  let flavour: String

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    flavour = "code"
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    flavour = "archive"
    super.init(coder: coder)
  }
}

/// A view made the way a programmatic app writes one.
@MainActor
private final class BadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@Suite("Navigation")
@MainActor
struct NavigationTests {
  @Test("A screen overriding init(nibName:bundle:) and init?(coder:) is still made with ()")
  func initializers() async {
    await Simulation.run(Script()) { _ in
      let screen = ProgrammaticScreen()
      #expect(screen.flavour == "code")
      #expect(screen.nibName == nil && screen.nibBundle == nil)
      #expect(UIViewController(nibName: "Main", bundle: nil).nibName == "Main")
      #expect(ProgrammaticScreen(coder: NSCoder())?.flavour == "archive")
      let badge = BadgeView()
      #expect(badge.backgroundColor == .systemRed && badge.frame == .zero)
      #expect(UINavigationController().viewControllers.isEmpty)
    }
  }

  @Test("A screen's title titles its navigation item, which holds the bar buttons")
  func navigationItem() async {
    await Simulation.run(Script()) { _ in
      let screen = UIViewController()
      #expect(screen.navigationItem.title == nil)
      screen.title = "Scores"
      #expect(screen.navigationItem.title == "Scores")
      #expect(screen.navigationItem === screen.navigationItem)
      var tapped = 0
      let done = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: UIAction { _ in tapped += 1 }, menu: nil)
      let share = UIBarButtonItem(systemItem: .action)
      screen.navigationItem.rightBarButtonItem = done
      #expect(screen.navigationItem.rightBarButtonItems == [done])
      #expect(done.style == .done)
      screen.navigationItem.rightBarButtonItems = [share, done]
      #expect(screen.navigationItem.rightBarButtonItem === share)
      screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", image: UIImage(systemName: "xmark"))
      #expect(screen.navigationItem.leftBarButtonItem?.title == "Close")
      #expect(screen.navigationItem.leftBarButtonItem?.image == UIImage(systemName: "xmark"))
      screen.navigationItem.setHidesBackButton(true, animated: false)
      #expect(screen.navigationItem.hidesBackButton)
      done.tap()
      #expect(tapped == 1)
      let menuItem = UIBarButtonItem(
        title: "More", menu: UIMenu(title: "More", children: [UIAction(title: "Report") { _ in }]))
      #expect(menuItem.menu?.children.map(\.title) == ["Report"])
    }
  }

  @Test(
    "popToRootViewController returns the screens above the root, bottom first; only the old top and the root hear the callbacks"
  )
  func popToRoot() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let (root, middle, top) = (
        RecordingViewController("Root", journal: journal), RecordingViewController("Middle", journal: journal),
        RecordingViewController("Top", journal: journal)
      )
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(middle, animated: false)
      navigation.pushViewController(top, animated: false)
      journal.clear()
      let popped = navigation.popToRootViewController(animated: true)
      #expect(popped?.compactMap { ($0 as? RecordingViewController)?.name } == ["Middle", "Top"])
      #expect(navigation.viewControllers == [root])
      #expect(middle.parent == nil && top.parent == nil && top.view.superview == nil)
      let callbacks = journal.entries.filter { !$0.contains("Layout") }
      #expect(
        callbacks == ["Top viewWillDisappear", "Root viewWillAppear", "Top viewDidDisappear", "Root viewDidAppear"])
      #expect(root.isViewVisible && !top.isViewVisible)
      #expect(navigation.popToRootViewController(animated: true) == [])
    }
  }

  @Test("popToViewController stops at the screen given; one not in the stack is misuse and changes nothing")
  func popToViewController() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let screens = ["A", "B", "C", "D"].map { RecordingViewController($0, journal: journal) }
      let navigation = UINavigationController(rootViewController: screens[0])
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
      journal.clear()
      let popped = navigation.popToViewController(screens[1], animated: false)
      #expect(popped?.compactMap { ($0 as? RecordingViewController)?.name } == ["C", "D"])
      #expect(navigation.topViewController === screens[1])
      #expect(
        journal.entries.filter { !$0.contains("Layout") } == [
          "D viewWillDisappear", "B viewWillAppear", "D viewDidDisappear", "B viewDidAppear",
        ])
      #expect(navigation.popToViewController(screens[1], animated: false) == [])
      #expect(sim.trace.events(.misuse).isEmpty)
      #expect(navigation.popToViewController(screens[3], animated: false) == nil)
      #expect(navigation.viewControllers.count == 2)
      let misuse = sim.trace.events(.misuse).first
      #expect(misuse?.name == .popToMissingViewController)
      #expect(misuse?.detail.contains("RecordingViewController") == true)
    }
  }
}
