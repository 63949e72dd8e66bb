import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that asks for its live unit under test.
///
/// Breaks `gma.native.test-ids-under-test`: every load asks for a unit of the app's own,
/// not Google's demo unit.
open class NativeAdOnLiveUnit: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that loads its live ad unit under test."
  }

  /// The app's own unit.
  override open class var adUnitID: String { "ca-app-pub-5417306813241957/2079461753" }
}
