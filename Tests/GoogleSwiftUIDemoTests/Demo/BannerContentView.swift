// Google's SwiftUI demo, banner screen, in its published shape (googleads-mobile-ios-examples,
// Swift/advanced/SwiftUIDemo). Edits for this package: the import block.
import FakeGoogleMobileAds
import FakeSwiftUI

struct BannerContentView: View {
  let navigationTitle: String

  var body: some View {
    Spacer()
    // An anchored adaptive banner, 375 points wide, as the demo asks for.
    let adSize = largeAnchoredAdaptiveBanner(width: 375)
    BannerViewContainer(adSize)
      .frame(width: adSize.size.width, height: adSize.size.height)
      .navigationTitle(navigationTitle)
  }
}

struct BannerContentView_Previews: PreviewProvider {
  static var previews: some View {
    BannerContentView(navigationTitle: "Banner")
  }
}

private struct BannerViewContainer: UIViewRepresentable {
  typealias UIViewType = BannerView
  let adSize: AdSize

  init(_ adSize: AdSize) {
    self.adSize = adSize
  }

  func makeUIView(context: Context) -> BannerView {
    let banner = BannerView(adSize: adSize)
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    banner.load(Request())
    banner.delegate = context.coordinator
    return banner
  }

  func updateUIView(_ uiView: BannerView, context: Context) {}

  func makeCoordinator() -> BannerCoordinator {
    BannerCoordinator(self)
  }

  class BannerCoordinator: NSObject, BannerViewDelegate {
    let parent: BannerViewContainer

    init(_ parent: BannerViewContainer) {
      self.parent = parent
    }

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
      print("Banner received an ad.")
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) {
      print("Banner failed: \(error.localizedDescription)")
    }
  }
}
