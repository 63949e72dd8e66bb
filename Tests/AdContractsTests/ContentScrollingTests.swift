import AdSimulation
import FakeUIKit
import Testing

@testable import AdContracts

/// A feed screen: one scroll view filling the screen, with content three screens tall.
final class TallFeedScreen: UIViewController {
  let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
    view.addSubview(scrollView)
  }
}

/// The `scroll` step reaches only the screen the user sees: a screen presented over the
/// feed, by the feed or by the navigation controller holding it, leaves nothing to scroll.
@MainActor
@Suite("Content scrolling")
struct ContentScrollingTests {
  /// Shows the screen as the key window's root, then lets a second of virtual time pass.
  private func show(_ root: UIViewController, in sim: Simulation) async -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.rootViewController = root
    window.makeKeyAndVisible()
    await sim.perform(.advance(.seconds(1)))
    return window
  }

  @Test("A screen the navigation controller presents covers the feed it holds")
  func presentedByContainer() async {
    await Simulation.run(Script()) { sim in
      let feed = TallFeedScreen()
      let navigation = UINavigationController(rootViewController: feed)
      let window = await show(navigation, in: sim)
      #expect(ContentScrolling.scrollableContent(on: feed) === feed.scrollView)

      let clickScreen = UIViewController()
      navigation.present(clickScreen, animated: true)
      await sim.perform(.advance(.seconds(1)))
      #expect(ContentScrolling.screenShown(over: feed) === clickScreen)
      #expect(ContentScrolling.scrollableContent(on: feed) == nil)
      #expect(!ContentScrolling.scrollOn(feed, in: sim))
      #expect(sim.trace.events(named: .userScrollsOn).isEmpty)

      navigation.dismiss(animated: true)
      await sim.perform(.advance(.seconds(1)))
      #expect(ContentScrolling.screenShown(over: feed) === feed)
      #expect(ContentScrolling.scrollOn(feed, in: sim))
      #expect(feed.scrollView.contentOffset.y == feed.scrollView.bounds.height)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A screen the feed presents itself covers it too")
  func presentedByScreen() async {
    await Simulation.run(Script()) { sim in
      let feed = TallFeedScreen()
      let window = await show(feed, in: sim)
      let sheet = TallFeedScreen()
      feed.present(sheet, animated: true)
      await sim.perform(.advance(.seconds(1)))
      #expect(ContentScrolling.scrollableContent(on: feed) === sheet.scrollView)
      withExtendedLifetime(window) {}
    }
  }

  @Test("The menu's memo sees content that grows taller, or stops scrolling, with no other change")
  func memoFollowsContent() async {
    await Simulation.run(Script()) { sim in
      let feed = TallFeedScreen()
      let window = await show(feed, in: sim)
      var memo = ContentScrolling.Memo()
      var seen: [Bool] = [memo.scrolls(on: feed)]
      feed.scrollView.isScrollEnabled = false
      seen.append(memo.scrolls(on: feed))
      feed.scrollView.isScrollEnabled = true
      feed.scrollView.contentSize = feed.scrollView.bounds.size
      seen.append(memo.scrolls(on: feed))
      feed.scrollView.contentSize.height *= 2
      seen.append(memo.scrolls(on: feed))
      #expect(seen == [true, false, false, true])
      withExtendedLifetime(window) {}
    }
  }
}
