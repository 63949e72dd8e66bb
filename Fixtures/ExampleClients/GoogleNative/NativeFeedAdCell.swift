import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A table-view cell holding a native ad view built in code: a "Sponsored" badge, the
/// advertiser's icon and the headline on top, the body, a media view and the call to
/// action under them.
@MainActor
open class NativeFeedAdCell: UITableViewCell {
  /// The height a feed gives the cell.
  public static let height: CGFloat = 384

  /// The view that shows the ad.
  public let nativeAdView = NativeAdView(frame: CGRect(x: 10, y: 12, width: 300, height: 360))
  /// The ad's headline.
  public let headlineLabel = UILabel(frame: CGRect(x: 48, y: 18, width: 252, height: 42))
  /// The ad's body text.
  public let bodyLabel = UILabel(frame: CGRect(x: 0, y: 64, width: 300, height: 63))
  /// The advertiser's icon.
  public let iconView = UIImageView(frame: CGRect(x: 0, y: 18, width: 40, height: 40))
  /// The ad's main image or video.
  public let mediaView = MediaView(frame: CGRect(x: 0, y: 132, width: 300, height: 170))
  /// The ad's call to action, which lets taps through to the SDK.
  public let callToActionButton = UIButton(type: .system)

  /// Creates the cell and lays its ad view out.
  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 16))
    badge.text = "Sponsored"
    headlineLabel.numberOfLines = 2
    bodyLabel.numberOfLines = 3
    callToActionButton.frame = CGRect(x: 0, y: 310, width: 300, height: 44)
    callToActionButton.isUserInteractionEnabled = false
    for view in [badge, iconView, headlineLabel, bodyLabel, mediaView, callToActionButton] as [UIView] {
      nativeAdView.addSubview(view)
    }
    nativeAdView.iconView = iconView
    nativeAdView.headlineView = headlineLabel
    nativeAdView.bodyView = bodyLabel
    nativeAdView.mediaView = mediaView
    nativeAdView.callToActionView = callToActionButton
    contentView.addSubview(nativeAdView)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Fills the asset views from the ad, hiding those whose asset did not come.
  open func fill(with nativeAd: NativeAd) {
    NativeAssetViews(
      headline: headlineLabel, body: bodyLabel, icon: iconView, callToAction: callToActionButton, media: mediaView
    ).fill(with: nativeAd)
  }

  /// Shows the ad: fills the asset views, then gives the ad view its ad.
  open func show(_ nativeAd: NativeAd) {
    fill(with: nativeAd)
    nativeAdView.nativeAd = nativeAd
  }
}
