import FakeGoogleMobileAds
import FakeSwiftUI

/// An anchored adaptive banner for a SwiftUI screen: made for the width it is given, asked
/// again with a new size when that width changes, and telling the screen how tall its ad
/// is once one arrives.
///
/// Its delegate is the coordinator SwiftUI keeps for it (`makeCoordinator()`): the banner
/// holds its delegate weakly.
struct FeedBanner: UIViewRepresentable {
  /// The width the screen gives the banner.
  let width: CGFloat
  /// Told the height of each ad that arrives.
  let onAd: @MainActor (CGFloat) -> Void

  func makeCoordinator() -> Coordinator {
    Coordinator(onAd: onAd)
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

  /// Hears the banner's ads and passes their height on.
  final class Coordinator: NSObject, BannerViewDelegate {
    let onAd: @MainActor (CGFloat) -> Void
    var requestedWidth: CGFloat = 0
    var hasAd = false

    init(onAd: @escaping @MainActor (CGFloat) -> Void) {
      self.onAd = onAd
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
