import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The asset views an example native ad layout fills from an ad: the headline, body, icon,
/// call to action and media views.
@MainActor
struct NativeAssetViews {
  let headline: UILabel
  let body: UILabel
  let icon: UIImageView
  let callToAction: UIButton
  let media: MediaView

  /// Fills each view from the ad, hiding those whose asset did not come.
  func fill(with nativeAd: NativeAd) {
    headline.text = nativeAd.headline
    body.text = nativeAd.body
    body.isHidden = nativeAd.body == nil
    icon.image = nativeAd.icon?.image
    icon.isHidden = nativeAd.icon == nil
    callToAction.setTitle(nativeAd.callToAction, for: .normal)
    callToAction.isHidden = nativeAd.callToAction == nil
    media.mediaContent = nativeAd.mediaContent
  }
}
