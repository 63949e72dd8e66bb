import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The recipe box's anchored adaptive banner, a UIKit `BannerView` wrapped for SwiftUI.
///
/// The width comes from the screen's geometry reader; each new width (the first layout, a
/// rotation) asks for an ad of an adaptive size made for it. The height stays zero until
/// the coordinator hears that an ad arrived, so no empty strip shows meanwhile.
struct RecipeBoxBanner: UIViewRepresentable {
  /// The width the banner is laid out at.
  let width: CGFloat
  /// The height the screen gives the banner: zero until an ad arrived.
  @Binding var height: CGFloat
  /// Called as a clicked ad's screen opens over the app.
  var onScreenOpened: () -> Void = {}
  /// Called once a clicked ad's screen closed.
  var onScreenClosed: () -> Void = {}

  func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  func makeUIView(context: Context) -> BannerView {
    let bannerView = BannerView()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.delegate = context.coordinator
    bannerView.rootViewController = UIApplication.shared.keyWindow?.rootViewController
    return bannerView
  }

  func updateUIView(_ bannerView: BannerView, context: Context) {
    context.coordinator.parent = self
    // A new width (the first real layout, a rotation) needs an ad sized for it.
    guard width > 0, width != context.coordinator.loadedWidth else { return }
    context.coordinator.loadedWidth = width
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }

  /// The banner's delegate: shows the banner once an ad is in and reports the ad's screen.
  final class Coordinator: NSObject, BannerViewDelegate {
    /// The representable as last shown, for its binding and callbacks.
    var parent: RecipeBoxBanner
    /// The width of the last request, zero before the first.
    var loadedWidth: CGFloat = 0

    init(parent: RecipeBoxBanner) {
      self.parent = parent
    }

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
      parent.height = bannerView.adSize.size.height
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {
      parent.height = 0
    }

    func bannerViewWillPresentScreen(_ bannerView: BannerView) {
      parent.onScreenOpened()
    }

    func bannerViewDidDismissScreen(_ bannerView: BannerView) {
      parent.onScreenClosed()
    }
  }
}
