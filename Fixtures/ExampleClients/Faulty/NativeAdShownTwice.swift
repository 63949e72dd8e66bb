import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that repeats its ad in a compact footer under the full ad view.
///
/// Breaks `gma.native.one-view-per-ad`: both native ad views hold the same `NativeAd` on
/// screen. The footer is a complete ad view of its own (attribution, headline and a
/// 120-point media view inside it, filled before the ad is set), so only the sharing is
/// wrong.
open class NativeAdShownTwice: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.one-view-per-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that shows the same native ad again in a compact footer ad view."
  }

  /// The compact copy under the full ad view.
  public let footerAdView = NativeAdView(frame: .zero)
  private let footerAttribution = UILabel()
  private let footerHeadline = UILabel()
  private let footerMedia = MediaView(frame: .zero)

  /// Lays out the full ad view, then the footer under it.
  override open func buildNativeAdView() {
    super.buildNativeAdView()
    footerAdView.frame = CGRect(x: 10, y: 84 + Self.adViewHeight, width: 300, height: 120)
    footerAttribution.text = "Ad"
    footerAttribution.frame = CGRect(x: 0, y: 0, width: 24, height: 16)
    footerMedia.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    footerHeadline.frame = CGRect(x: 128, y: 20, width: 172, height: 60)
    footerHeadline.numberOfLines = 2
    for assetView in [footerMedia, footerAttribution, footerHeadline] as [UIView] {
      footerAdView.addSubview(assetView)
    }
    footerAdView.headlineView = footerHeadline
    footerAdView.mediaView = footerMedia
    footerAdView.isHidden = true
    view.addSubview(footerAdView)
  }

  /// Shows the ad in the full view, then the same ad in the footer.
  override open func show(_ nativeAd: NativeAd) {
    super.show(nativeAd)
    footerHeadline.text = nativeAd.headline
    footerMedia.mediaContent = nativeAd.mediaContent
    footerAdView.isHidden = false
    footerAdView.nativeAd = nativeAd
  }
}
