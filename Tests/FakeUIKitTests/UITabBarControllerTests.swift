import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A tab bar controller's delegate that writes what it is asked into a journal and
/// refuses the tabs it is told to.
@MainActor
final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
  let journal: Journal
  var refused: Set<ObjectIdentifier> = []

  init(journal: Journal) {
    self.journal = journal
  }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    journal.add("shouldSelect \((viewController as? RecordingViewController)?.name ?? "?")")
    return !refused.contains(ObjectIdentifier(viewController))
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    journal.add("didSelect \((viewController as? RecordingViewController)?.name ?? "?")")
  }
}

@Suite("UITabBarController")
@MainActor
struct UITabBarControllerTests {
  /// A key window whose root is a tab bar controller with the screens A and B.
  static func stage(journal: Journal) -> (
    UIWindow, UITabBarController, RecordingViewController, RecordingViewController
  ) {
    let first = RecordingViewController("A", journal: journal)
    let second = RecordingViewController("B", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = UIWindow(frame: .zero)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs, first, second)
  }

  @Test("The tab bar takes the bottom 49 points; only the selected screen's view is in the window")
  func geometry() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let (_, tabs, first, second) = Self.stage(journal: journal)
      #expect(tabs.tabBar.frameInWindow == CGRect(x: 0, y: 431, width: 320, height: 49))
      #expect(tabs.selectedIndex == 0)
      #expect(tabs.selectedViewController === first)
      #expect(first.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 431))
      #expect(first.view.isOnScreen)
      #expect(!second.isViewLoaded, "an unselected tab's view is made only when it is shown")
      #expect(first.tabBarController === tabs)
      #expect(tabs.children.count == 2)
      tabs.selectedIndex = 1
      #expect(second.view.isOnScreen)
      #expect(first.view.window == nil)
      #expect(!first.view.isOnScreen)
      tabs.tabBar.isHidden = true
      tabs.view.setNeedsLayout()
      tabs.selectedIndex = 0
      #expect(first.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
  }

  @Test("Switching tabs on screen: the old screen will disappear, the new will appear, then did, then did")
  func appearanceOrder() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let (_, tabs, first, second) = Self.stage(journal: journal)
      let delegate = RecordingTabDelegate(journal: journal)
      tabs.delegate = delegate
      #expect(journal.entries.contains("A viewDidAppear"))
      #expect(!journal.entries.contains { $0.hasPrefix("B ") })
      journal.clear()
      tabs.selectedViewController = second
      #expect(
        journal.entries.filter { !$0.contains("Layout") } == [
          "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
        ], "the app's own selection asks no delegate")
      #expect(!first.isViewVisible)
      #expect(second.isViewVisible)
      journal.clear()
      tabs.selectedIndex = 1
      tabs.selectedIndex = 7
      #expect(journal.entries.isEmpty, "the selected tab again, or no tab, changes nothing")
    }
  }

  @Test("A tap on a tab asks the delegate, which may refuse it; didSelect follows even for the selected tab")
  func userTap() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let (_, tabs, _, second) = Self.stage(journal: journal)
      let delegate = RecordingTabDelegate(journal: journal)
      tabs.delegate = delegate
      delegate.refused = [ObjectIdentifier(second)]
      journal.clear()
      tabs.tapTab(at: 1)
      #expect(journal.entries == ["shouldSelect B"])
      #expect(tabs.selectedIndex == 0)
      delegate.refused = []
      journal.clear()
      tabs.tapTab(at: 1)
      #expect(
        journal.entries.filter { !$0.contains("Layout") } == [
          "shouldSelect B", "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "A viewDidDisappear",
          "B viewDidAppear", "didSelect B",
        ])
      journal.clear()
      tabs.tapTab(at: 1)
      #expect(journal.entries == ["shouldSelect B", "didSelect B"])
      journal.clear()
      tabs.viewControllers?[0].tabBarItem.isEnabled = false
      tabs.tapTab(at: 0)
      tabs.tapTab(at: 5)
      #expect(journal.entries.isEmpty, "a disabled tab, or none, ignores the tap")
      #expect(tabs.selectedIndex == 1)
    }
  }

  @Test("New tabs keep the selected screen, else the same index, else the first")
  func replacingTabs() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let (_, tabs, first, second) = Self.stage(journal: journal)
      let third = RecordingViewController("C", journal: journal)
      let fourth = RecordingViewController("D", journal: journal)
      tabs.selectedIndex = 1
      tabs.setViewControllers([third, second], animated: false)
      #expect(tabs.selectedViewController === second)
      #expect(first.parent == nil)
      #expect(third.parent === tabs)
      tabs.setViewControllers([third, fourth], animated: true)
      #expect(tabs.selectedViewController === fourth)
      #expect(fourth.view.isOnScreen)
      #expect(!second.view.isOnScreen)
      tabs.viewControllers = [first]
      #expect(tabs.selectedViewController === first)
      #expect(tabs.tabBar.items?.count == 1)
      tabs.viewControllers = nil
      #expect(tabs.selectedIndex == NSNotFound)
      #expect(tabs.selectedViewController == nil)
      #expect(first.parent == nil)
      #expect(first.view.window == nil)
    }
  }

  @Test("Selecting a screen that is not a tab is misuse and the selection stays")
  func foreignSelection() async {
    await Simulation.run(Script()) { sim in
      let journal = Journal()
      let (_, tabs, first, _) = Self.stage(journal: journal)
      tabs.selectedViewController = UIViewController()
      #expect(tabs.selectedViewController === first)
      let misuse = sim.trace.events(.misuse).first
      #expect(misuse?.name == .tabNotInTabBarController)
      #expect(misuse?.detail.contains("UIViewController") == true)
    }
  }

  @Test("Tab bar items: title, image and tag, system items, badges, and the bar's selected item")
  func items() async {
    await Simulation.run(Script()) { _ in
      let journal = Journal()
      let first = RecordingViewController("A", journal: journal)
      let second = RecordingViewController("B", journal: journal)
      first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "house"), tag: 1)
      second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
      second.tabBarItem.badgeValue = "3"
      let tabs = UITabBarController()
      tabs.setViewControllers([first, second], animated: false)
      #expect(tabs.tabBar.items?.map(\.tag) == [1, 2])
      #expect(tabs.tabBar.items?.first?.title == "Home")
      #expect(tabs.tabBar.items?.first?.image != nil)
      #expect(second.tabBarItem.title == nil, "a system item brings its own title")
      #expect(second.tabBarItem.badgeValue == "3")
      #expect(tabs.tabBar.selectedItem === first.tabBarItem)
      tabs.selectedIndex = 1
      #expect(tabs.tabBar.selectedItem === second.tabBarItem)
      #expect(!tabs.isViewLoaded && !first.isViewLoaded, "nothing is made before the controller's view")
    }
  }
}
