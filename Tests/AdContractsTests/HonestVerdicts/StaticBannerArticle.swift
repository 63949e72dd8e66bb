import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A reading screen that keeps one banner for the whole process in a static, as some
/// apps keep a banner in a singleton: every screen after the first reuses it.
final class StaticBannerArticle: ArticleViewController {
  @MainActor private static var kept: ADBannerView?

  override func makeBanner() {
    let banner = Self.kept ?? ADBannerView(frame: .zero)
    Self.kept = banner
    banner.requiredContentSizeIdentifiers = Self.requiredSizes
    banner.delegate = self
    self.banner = banner
    showsBanner = banner.isBannerLoaded
    layoutBanner()
    view.addSubview(banner)
  }
}
