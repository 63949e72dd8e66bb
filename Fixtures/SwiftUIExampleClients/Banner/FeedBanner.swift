import FakeGoogleMobileAds
import FakeSwiftUI

/// An anchored adaptive banner for a SwiftUI screen: made for the width it is given, asked
/// again with a new size when that width changes, telling the screen how tall its ad is
/// once one arrives, and when a clicked ad's screen covers it and goes.
///
/// Its delegate is the coordinator SwiftUI keeps for it (`makeCoordinator()`): the banner
/// holds its delegate weakly.
struct FeedBanner: UIViewRepresentable {
  /// The width the screen gives the banner.
  let width: CGFloat
  /// Told the height of each ad that arrives.
  let onAd: @MainActor (CGFloat) -> Void
  /// Told true as a clicked ad's screen covers the app, false as it goes.
  var onAdScreen: @MainActor (Bool) -> Void = { _ in }

  func makeCoordinator() -> Coordinator {
    Coordinator(onAd: onAd, onAdScreen: onAdScreen)
  }

  func makeUIView(context: Context) -> BannerView {
    let banner = BannerView(adSize: currentOrientationAnchoredAdaptiveBanner(width: width))
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    banner.delegate = context.coordinator
    context.coordinator.requestedWidth = width
    banner.load(Request())
    return banner
  }

  func updateUIView(_ banner: BannerView, context: Context) {
    guard context.coordinator.requestedWidth != width else { return }
    context.coordinator.requestedWidth = width
    // A new size on a banner that has an ad asks for a new ad of that size.
    banner.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
    if !context.coordinator.hasAd { banner.load(Request()) }
  }

  /// Hears the banner's ads and passes their height on, and the screens its clicks open.
  final class Coordinator: NSObject, BannerViewDelegate {
    let onAd: @MainActor (CGFloat) -> Void
    let onAdScreen: @MainActor (Bool) -> Void
    var requestedWidth: CGFloat = 0
    var hasAd = false

    init(onAd: @escaping @MainActor (CGFloat) -> Void, onAdScreen: @escaping @MainActor (Bool) -> Void = { _ in }) {
      self.onAd = onAd
      self.onAdScreen = onAdScreen
    }

    func bannerViewWillPresentScreen(_ bannerView: BannerView) {
      onAdScreen(true)
    }

    func bannerViewDidDismissScreen(_ bannerView: BannerView) {
      onAdScreen(false)
    }

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
      hasAd = true
      onAd(bannerView.adSize.size.height)
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {
      // No ad: the banner keeps taking no room, and the SDK asks again at its next refresh.
    }
  }
}
