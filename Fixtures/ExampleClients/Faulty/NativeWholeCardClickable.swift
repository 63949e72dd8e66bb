import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that lays a clear tap-catching view of its own over its whole ad view
/// and names it the call to action, so a tap anywhere on the card is a click.
///
/// Breaks `gma.native.whitespace-not-clickable`: the card's empty space is clickable. Every
/// asset still shows, inside the ad view, and the tap still reaches the SDK.
open class NativeWholeCardClickable: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.whitespace-not-clickable"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose call to action is a clear view laid over the whole ad view."
  }

  /// The clear view over the card.
  public let tapCatcher = TapThroughView()

  /// A view that only catches taps, as a team writes one to make a whole card tappable.
  public final class TapThroughView: UIView {}

  /// Lays the ad view out, then covers it with the clear view and names that the call to
  /// action.
  override open func buildNativeAdView() {
    super.buildNativeAdView()
    tapCatcher.frame = nativeAdView.bounds
    tapCatcher.backgroundColor = .clear
    nativeAdView.addSubview(tapCatcher)
    nativeAdView.callToActionView = tapCatcher
  }
}
