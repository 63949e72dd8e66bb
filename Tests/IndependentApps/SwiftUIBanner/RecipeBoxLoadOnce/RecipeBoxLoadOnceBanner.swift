import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The recipe box's anchored adaptive banner, loaded once, for the first width the screen's
/// geometry reader gives it.
///
/// A rotation widens the banner's frame but asks for no ad of the new size. The height
/// stays zero until the coordinator hears that an ad arrived.
struct RecipeBoxLoadOnceBanner: UIViewRepresentable {
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
    // SwiftUI calls this at every state change (the height binding, the slideshow), so the
    // banner is loaded only once. The planted bug: the guard also keeps a rotation's new
    // width from loading an ad sized for it, which breaks gma.banner.reloads-after-rotation.
    guard width > 0, context.coordinator.loadedWidth == 0 else { return }
    context.coordinator.loadedWidth = width
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }

  /// The banner's delegate: shows the banner once an ad is in and reports the ad's screen.
  final class Coordinator: NSObject, BannerViewDelegate {
    /// The representable as last shown, for its binding and callbacks.
    var parent: RecipeBoxLoadOnceBanner
    /// The width of the one request, zero before it.
    var loadedWidth: CGFloat = 0

    init(parent: RecipeBoxLoadOnceBanner) {
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
