import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// A native ad view for SwiftUI: made once with its asset views in place (a design 280
/// points wide and 337 tall), then filled from the model's ad and given the ad each time
/// SwiftUI updates it.
struct NativeOfferCard: UIViewRepresentable {
  @ObservedObject var model: NativeOfferModel
  /// Whether the card sets the ad before it fills the asset views (a faulty twin's order).
  var setsAdFirst = false

  func makeUIView(context: Context) -> NativeAdView {
    let adView = NativeAdView(frame: .zero)
    let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
    badge.text = "Ad"
    let headline = UILabel(frame: CGRect(x: 0, y: 20, width: 280, height: 40))
    headline.numberOfLines = 2
    let media = MediaView(frame: CGRect(x: 0, y: 64, width: 280, height: 158))
    let body = UILabel(frame: CGRect(x: 0, y: 226, width: 280, height: 63))
    body.numberOfLines = 3
    let action = UIButton(type: .system)
    action.frame = CGRect(x: 0, y: 293, width: 280, height: 44)
    // The SDK handles the taps on the call to action.
    action.isUserInteractionEnabled = false
    for view in [badge, headline, media, body, action] as [UIView] { adView.addSubview(view) }
    adView.headlineView = headline
    adView.mediaView = media
    adView.bodyView = body
    adView.callToActionView = action
    return adView
  }

  func updateUIView(_ adView: NativeAdView, context: Context) {
    guard let nativeAd = model.nativeAd else { return }
    if setsAdFirst { adView.nativeAd = nativeAd }
    (adView.headlineView as? UILabel)?.text = nativeAd.headline
    adView.mediaView?.mediaContent = nativeAd.mediaContent
    (adView.bodyView as? UILabel)?.text = nativeAd.body
    adView.bodyView?.isHidden = nativeAd.body == nil
    (adView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
    adView.callToActionView?.isHidden = nativeAd.callToAction == nil
    // Set last: the SDK registers the asset views the ad view holds now.
    adView.nativeAd = nativeAd
  }
}
