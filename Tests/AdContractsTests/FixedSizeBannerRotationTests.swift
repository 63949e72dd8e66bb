import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

/// A screen with a banner of a size given once, as Google's fixed-size snippets make it:
/// 320×50 at the bottom, loaded as the screen appears, whatever the orientation.
final class FixedSizeBannerScreen: UIViewController, @preconcurrency GADBannerViewDelegate {
  let banner = GADBannerView(adSize: GADAdSizeBanner)

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
    banner.rootViewController = self
    banner.delegate = self
    banner.isHidden = true
    view.addSubview(banner)
    banner.load(GADRequest())
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    banner.frame.origin = CGPoint(
      x: (view.bounds.width - banner.frame.width) / 2, y: view.bounds.height - banner.frame.height)
  }

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) { bannerView.isHidden = false }
  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {
    bannerView.isHidden = true
  }
}

/// The reload-on-rotation rule judges adaptive sizes, which are made for one orientation; a
/// fixed size fits either, so the rule does not apply to it.
@Suite("A fixed-size banner and rotation")
struct FixedSizeBannerRotationTests {
  @Test("gma.banner.reloads-after-rotation is not applicable to a 320×50 banner, and says why")
  func fixedSizeNotJudged() async throws {
    let subject = Subject.googleBannerScreen("FixedSizeBannerScreen") { _ in FixedSizeBannerScreen() }
    let rule = try #require(GoogleBannerRules.all.first { $0.id == "gma.banner.reloads-after-rotation" })
    let report = await rule.run(against: subject)
    #expect(report.status == .notApplicable)
    #expect(report.message.contains("GADBannerView#1 shows a fixed size, 320×50"))
  }
}
