import FakeUIKit
import Foundation

extension AppOpenStale {
  /// The app's only screen, a to-do list.
  final class HomeViewController: UIViewController {
    let listView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Today"
      view.backgroundColor = .white
      view.addSubview(listView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      listView.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
  }
}
