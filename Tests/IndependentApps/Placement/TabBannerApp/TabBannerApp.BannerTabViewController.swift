import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension TabBannerApp {
  /// A tab that shows the app's shared banner along the bottom of its safe area, with its
  /// content above it.
  class BannerTabViewController: UIViewController {
    /// The app's banner, given by the tab bar controller.
    var sharedBanner: SharedBanner?
    /// The view holding the tab's own content; it ends where the banner begins.
    let contentView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(contentView)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      sharedBanner?.attach(to: self)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      var contentFrame = safe
      if let sharedBanner, sharedBanner.bannerView.superview === view {
        sharedBanner.widthDidChange(to: safe.width)
        let size = sharedBanner.bannerView.adSize.size
        sharedBanner.bannerView.frame = CGRect(
          x: safe.midX - size.width / 2, y: safe.maxY - size.height, width: size.width, height: size.height)
        if sharedBanner.isShowing {
          contentFrame.size.height = max(0, safe.height - size.height)
        }
      }
      contentView.frame = contentFrame
    }
  }
}
