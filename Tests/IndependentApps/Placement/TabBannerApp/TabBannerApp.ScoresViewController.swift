import FakeUIKit
import Foundation

extension TabBannerApp {
  /// The second tab: live scores, fed by the app's score feed.
  final class ScoresViewController: BannerTabViewController {
    private let scoreLabel = UILabel()
    private let feed: LiveScoresFeed

    init(feed: LiveScoresFeed) {
      self.feed = feed
      super.init(nibName: nil, bundle: nil)
      title = "Scores"
      tabBarItem = UITabBarItem(title: "Scores", image: nil, tag: 1)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      scoreLabel.textAlignment = .center
      contentView.addSubview(scoreLabel)
      feed.onUpdate = { [weak self] score in self?.scoreLabel.text = score }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scoreLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
    }
  }
}
