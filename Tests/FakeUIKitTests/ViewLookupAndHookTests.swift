import FakeUIKit
import Foundation
import Testing

@Suite("Views by tag, the visible screen, and the hooks subclasses override")
@MainActor
struct ViewLookupAndHookTests {
  @Test("viewWithTag finds the view itself first, then descendants depth first, and nil when none has the tag")
  func viewWithTag() {
    let root = UIView()
    let first = UIView()
    let nested = UIView()
    let second = UIView()
    first.addSubview(nested)
    root.addSubview(first)
    root.addSubview(second)
    nested.tag = 7
    second.tag = 7
    #expect(root.viewWithTag(7) === nested)
    #expect(nested.viewWithTag(7) === nested)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(100) == nil)
  }

  @Test("visibleViewController is the top of the stack, or the screen presented over the navigation controller")
  func visibleViewController() {
    let window = UIWindow(frame: .zero)
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(navigation.visibleViewController === first)
    let second = UIViewController()
    navigation.pushViewController(second, animated: false)
    #expect(navigation.visibleViewController === second)
    let modal = UIViewController()
    navigation.present(modal, animated: false)
    #expect(navigation.visibleViewController === modal)
    withExtendedLifetime(window) {}
  }

  @Test("Overrides of awakeFromNib, reloadInputViews and updateViewConstraints run and reach the base")
  func hooks() {
    let view = HookedView()
    view.awakeFromNib()
    view.reloadInputViews()
    let screen = HookedScreen()
    screen.updateViewConstraints()
    #expect(view.calls == ["awakeFromNib", "reloadInputViews"])
    #expect(screen.calls == ["updateViewConstraints"])
  }
}

private final class HookedView: UIView {
  var calls: [String] = []
  override func awakeFromNib() {
    super.awakeFromNib()
    calls.append("awakeFromNib")
  }
  override func reloadInputViews() {
    super.reloadInputViews()
    calls.append("reloadInputViews")
  }
}

private final class HookedScreen: UIViewController {
  var calls: [String] = []
  override func updateViewConstraints() {
    super.updateViewConstraints()
    calls.append("updateViewConstraints")
  }
}
