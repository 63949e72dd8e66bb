import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A reading screen that ignores load failures and hides its banner only when the SDK
/// complains with error 5 (bannerVisibleWithoutContent), twelve seconds too late.
final class HidesOnlyOnError5: ArticleViewController {
  override func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    guard (error as? ADError)?.code == .bannerVisibleWithoutContent else { return }
    super.bannerView(banner, didFailToReceiveAdWithError: error)
  }
}
