import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that puts its own close button in the ad's top right corner once the
/// ad shows.
///
/// Breaks `gma.native.adchoices-not-covered`: the button is added after `nativeAd` is set,
/// so it lies over the AdChoices icon the SDK drew in that corner.
open class NativeAdChoicesCovered: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.adchoices-not-covered"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose own close button covers the AdChoices icon in the ad's top right corner."
  }

  /// The button that lets the user hide the ad.
  public let hideButton = UIButton(type: .system)

  override open func show(_ nativeAd: NativeAd) {
    super.show(nativeAd)
    hideButton.setTitle("✕", for: .normal)
    hideButton.backgroundColor = .systemBackground
    hideButton.frame = CGRect(x: 270, y: 0, width: 30, height: 30)
    hideButton.addAction(UIAction { [weak self] _ in self?.nativeAdView.isHidden = true }, for: .touchUpInside)
    nativeAdView.addSubview(hideButton)
  }
}
