import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen whose headline label is one short line beside the icon.
///
/// Breaks `gma.native.text-not-truncated`: the label shows the first 14 characters of a
/// headline the policy lets an app cut to 25 and no shorter.
open class NativeCrampedHeadline: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.text-not-truncated"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose headline label has room for only 14 characters."
  }

  /// A headline squeezed in beside a price tag the design once had: 120 points, one line.
  override open class var headlineFrame: CGRect { CGRect(x: 48, y: 20, width: 120, height: 21) }
}
