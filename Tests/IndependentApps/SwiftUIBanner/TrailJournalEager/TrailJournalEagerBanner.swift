import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The trail journal's anchored adaptive banner, asking for an ad as soon as SwiftUI makes
/// it, and again for its width once the journal says ads are allowed.
struct TrailJournalEagerBanner: UIViewRepresentable {
  /// The width the banner is laid out at.
  let width: CGFloat
  /// Whether consent allows ads and the SDK was started.
  let adsAllowed: Bool
  /// The height the screen gives the banner: zero until an ad arrived.
  @Binding var height: CGFloat

  func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  func makeUIView(context: Context) -> BannerView {
    let bannerView = BannerView()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.delegate = context.coordinator
    // The planted bug: SwiftUI makes this view at the root view's first render, before the
    // consent form has even shown, and the banner asks for an ad then "so it is ready
    // sooner", which breaks gma.consent.no-request-before-consent.
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width)
    bannerView.load(Request())
    return bannerView
  }

  func updateUIView(_ bannerView: BannerView, context: Context) {
    context.coordinator.parent = self
    guard adsAllowed, width > 0, width != context.coordinator.loadedWidth else { return }
    context.coordinator.loadedWidth = width
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }

  /// The banner's delegate: gives the banner room once an ad is in.
  final class Coordinator: NSObject, BannerViewDelegate {
    /// The representable as last shown, for its binding.
    var parent: TrailJournalEagerBanner
    /// The width of the last request, zero before the first.
    var loadedWidth: CGFloat = 0

    init(parent: TrailJournalEagerBanner) {
      self.parent = parent
    }

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
      parent.height = bannerView.adSize.size.height
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {
      parent.height = 0
    }
  }
}
