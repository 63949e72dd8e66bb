// Follows mo-nomz (github.com/dfithian/mo-nomz), file
// client/app/mo-nomz/Common/Controllers/BannerController.swift at commit
// a2c74a062336391a71f514959b5c91e9498c06de.
// Edits for Linux: `import GoogleMobileAds` and `import UIKit` -> `import FakeGoogleMobileAds`.
// `User` and `Configuration` are the app's own types; `MoNomzStandIn.swift` gives the few
// members this file reads.

import FakeGoogleMobileAds

/// A child screen holding the app's banner, which it removes (and collapses its height
/// constraint) once ads are bought off or a load fails.
class BannerController: UIViewController, GADBannerViewDelegate {
  var banner: GADBannerView?
  var height: NSLayoutConstraint?

  private func removeBanner() {
    banner?.removeFromSuperview()
    height?.constant = 0
    parent?.updateViewConstraints()
  }

  private func shouldRemoveBanner() -> Bool {
    if User.purchased(.removeAds) {
      return true
    }
    #if targetEnvironment(simulator)
    return !User.preference(.showAds)
    #else
    return false
    #endif
  }

  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
    print(error)
    removeBanner()
  }

  override func reloadInputViews() {
    super.reloadInputViews()
    if shouldRemoveBanner() {
      removeBanner()
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if shouldRemoveBanner() {
      removeBanner()
      return
    }
    banner?.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if shouldRemoveBanner() {
      removeBanner()
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if shouldRemoveBanner() {
      removeBanner()
      return
    }
    banner = GADBannerView()
    banner?.delegate = self
    banner?.adUnitID = Configuration.googleBannerId
    banner?.load(GADRequest())
    banner?.backgroundColor = .secondarySystemBackground
    banner?.rootViewController = self
    banner?.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner!)
  }
}
