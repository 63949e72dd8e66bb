import FakeUIKit
import FakeiAd
import Foundation

/// A reading screen whose banner stays the portrait size in landscape.
///
/// Breaks `iad.banner.size-follows-orientation`: it requires only the portrait size and
/// leaves currentContentSizeIdentifier alone on rotation, so in landscape the banner is
/// still a 320×50 portrait banner.
open class PortraitOnlyBanner: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.size-follows-orientation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen whose banner requires only the portrait size and keeps it after rotating to landscape."
  }

  override class var requiredSizes: Set<AnyHashable> {
    [ADBannerContentSizeIdentifierPortrait]
  }

  /// Leaves the banner's size as it is.
  open override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
}
