import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension TabBannerApp {
  /// The app's root: two tabs sharing one banner, and the live score feed.
  final class TabBannerController: UITabBarController {
    /// The banner the tabs share, made here and handed to each tab.
    private(set) lazy var sharedBanner = SharedBanner(rootViewController: self)
    let scoresFeed = LiveScoresFeed()

    override func viewDidLoad() {
      super.viewDidLoad()
      GADMobileAds.sharedInstance().start(completionHandler: nil)

      let headlines = HeadlinesViewController(nibName: nil, bundle: nil)
      let scores = ScoresViewController(feed: scoresFeed)
      for tab in [headlines, scores] as [BannerTabViewController] {
        tab.sharedBanner = sharedBanner
      }
      viewControllers = [headlines, scores]

      // A clicked ad's screen covers every tab: stop polling until it closes.
      sharedBanner.onScreenWillPresent = { [weak self] in self?.scoresFeed.pause() }
      sharedBanner.onScreenDidDismiss = { [weak self] in self?.scoresFeed.start() }
      scoresFeed.start()
    }

    /// The views holding the selected tab's content.
    var selectedContentViews: [UIView] {
      guard let tab = selectedViewController as? BannerTabViewController else { return [] }
      return [tab.contentView]
    }
  }
}
