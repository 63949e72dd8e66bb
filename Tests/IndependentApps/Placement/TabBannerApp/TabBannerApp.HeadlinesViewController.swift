import FakeUIKit
import Foundation

extension TabBannerApp {
  /// The first tab: the day's headlines.
  final class HeadlinesViewController: BannerTabViewController {
    private let headline = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      title = "Headlines"
      tabBarItem = UITabBarItem(title: "Headlines", image: nil, tag: 0)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      headline.text = "Harbour bridge reopens after repairs"
      headline.numberOfLines = 0
      contentView.addSubview(headline)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      headline.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
    }
  }
}
