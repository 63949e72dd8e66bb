import FakeUIKit
import FakeiAd
import Foundation

/// A magazine whose pages keep the portrait size it opened with, even in landscape.
///
/// Breaks `iad.interstitial.host-view-geometry`: after a rotation to landscape the ad's page is
/// still 768 points wide on a 1024-point-wide screen, which a host view must not be.
open class MagazineFixedSizePages: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.host-view-geometry"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine whose pages, the ad's included, keep their portrait size after a rotation."
  }

  private lazy var openingSize = view.bounds.size

  /// The view's size when the magazine was first laid out, whatever the orientation now.
  override var pageSize: CGSize { openingSize }
}
