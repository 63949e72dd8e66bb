import FakeSwiftUI
import FakeUIKit

/// What the views in these tests did, in order.
@MainActor
final class Journal {
  var entries: [String] = []
  func note(_ entry: String) { entries.append(entry) }
}

/// Shows the view in a hosting controller that is the root of a key window, as an app's
/// scene does.
@MainActor
func host<Content: View>(_ view: Content) -> (UIWindow, UIHostingController<Content>) {
  let controller = UIHostingController(rootView: view)
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return (window, controller)
}
