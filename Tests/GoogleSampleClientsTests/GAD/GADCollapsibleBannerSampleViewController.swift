// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/advanced/APIDemo/APIDemo/CollapsibleBannerViewController.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12), class
//   `CollapsibleBannerViewController` renamed `GADCollapsibleBannerSampleViewController`; the
//   ad unit, `Constants.collapsibleBannerAdUnitID` in the APIDemo's `Constants.swift`, is
//   `CollapsibleBannerSampleConstants.collapsibleBannerAdUnitID` here.
// Linux edits:
// - import block swapped (`import GoogleMobileAds`, `import UIKit` ->
//   `import FakeGoogleMobileAds`, `import FakeUIKit`);
// - `@IBAction` dropped from `refreshAdTapped(_:)`.

import FakeGoogleMobileAds
import FakeUIKit

/// The APIDemo's constants this screen reads.
enum GADCollapsibleBannerSampleConstants {
  /// Google's demo unit for collapsible banners.
  static let collapsibleBannerAdUnitID = "ca-app-pub-3940256099942544/8388050270"
}

/// A screen whose banner, pinned to the bottom, asks for a collapsible ad that opens
/// upwards.
class GADCollapsibleBannerSampleViewController: UIViewController, GADBannerViewDelegate {

  /// The banner, made in code.
  let bannerView = GADBannerView()

  override func viewDidLoad() {
    super.viewDidLoad()

    view.addSubview(bannerView)
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      bannerView.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])

    bannerView.adUnitID = GADCollapsibleBannerSampleConstants.collapsibleBannerAdUnitID
    bannerView.rootViewController = self
    bannerView.delegate = self
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The safe area is known once the view is on screen; the banner spans its width.
    let frame = { () -> CGRect in
      return view.frame.inset(by: view.safeAreaInsets)
    }()
    let viewWidth = frame.size.width

    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(viewWidth)

    loadAd()
  }

  /// The refresh button.
  func refreshAdTapped(_ sender: AnyObject) {
    loadAd()
  }

  private func loadAd() {
    let request = GADRequest()
    // The banner sits at the bottom, so it opens from there.
    let extras = GADExtras()
    extras.additionalParameters = ["collapsible": "bottom"]
    request.register(extras)
    bannerView.load(request)
  }

  // MARK: - GADBannerViewDelegate

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    print("The last loaded banner is \(bannerView.isCollapsible ? "" : "not") collapsible.")
  }
}
