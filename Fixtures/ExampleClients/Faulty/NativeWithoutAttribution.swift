import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that shows the ad with no "Ad" badge.
///
/// Breaks `gma.native.attribution-shown`: nothing in the native ad view says it is an ad
/// but the AdChoices icon the SDK adds.
open class NativeWithoutAttribution: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.attribution-shown"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that shows its ad with no \"Ad\" attribution."
  }

  /// No badge.
  override open class var showsAttribution: Bool { false }
}
