import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen whose call-to-action button keeps user interaction on and an action
/// of its own.
///
/// Breaks `gma.native.clicks-reach-sdk`: the button takes the user's tap for its own
/// action, so the SDK records no click and opens nothing.
open class NativeButtonTakesTaps: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.clicks-reach-sdk"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose call-to-action button takes taps itself, so no click reaches the SDK."
  }

  /// How many times the button's own action ran.
  public private(set) var buttonTaps = 0

  /// Lays the ad view out, then gives the button taps of its own.
  override open func buildNativeAdView() {
    super.buildNativeAdView()
    callToActionButton.isUserInteractionEnabled = true
    callToActionButton.addAction(UIAction { [weak self] _ in self?.buttonTaps += 1 }, for: .touchUpInside)
  }
}
