import ExampleClients
import FakeGoogleMobileAds
import FakeSwiftUI

/// The news feed whose banner's delegate is made in `makeUIView` rather than by
/// `makeCoordinator()`: nothing keeps it, the banner holds it weakly, so it is gone before
/// the ad arrives and the banner never makes room for itself.
///
/// Breaks `gma.banner.delegate-kept-alive`.
public struct NewsFeedLosesBannerDelegate: View {
  @State private var bannerHeight: CGFloat = 0

  /// A feed.
  public init() {}

  public var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        List(["Harbour reopens", "Night market returns"], id: \.self) { Text($0) }
        ShortLivedDelegateBanner(width: proxy.size.width) { height in bannerHeight = height }
          .frame(width: proxy.size.width, height: bannerHeight)
      }
    }
  }
}

/// A banner representable that makes its delegate on the spot.
private struct ShortLivedDelegateBanner: UIViewRepresentable {
  let width: CGFloat
  let onAd: @MainActor (CGFloat) -> Void

  func makeUIView(context: Context) -> BannerView {
    let banner = BannerView(adSize: currentOrientationAnchoredAdaptiveBanner(width: width))
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    // The bug: nothing but the banner's weak reference holds this delegate.
    banner.delegate = FeedBanner.Coordinator(onAd: onAd)
    banner.load(Request())
    return banner
  }

  func updateUIView(_ banner: BannerView, context: Context) {
    // A new width (a rotation) asks for an ad of the new size.
    let size = currentOrientationAnchoredAdaptiveBanner(width: width)
    if banner.adSize.size != size.size { banner.adSize = size }
  }
}

extension NewsFeedLosesBannerDelegate: ExampleClient {
  /// The rule the feed breaks.
  nonisolated public static var violates: [String] { ["gma.banner.delegate-kept-alive"] }
  /// It runs nothing timed, so there is nothing to pause under a clicked ad's screen.
  nonisolated public static var unverifiable: [String] {
    ["gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed"]
  }
  /// What the feed does wrong.
  nonisolated public static var summary: String {
    "A SwiftUI news feed whose banner delegate is made in makeUIView, released at once, so the banner never shows."
  }
}
