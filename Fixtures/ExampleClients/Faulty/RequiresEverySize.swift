import FakeUIKit
import FakeiAd

/// A reading screen whose banner requires every size iAd knows, though it shows only two.
///
/// Breaks `iad.banner.required-sizes-minimal`: besides the portrait and landscape identifiers
/// it requires the iOS 4.0 320x50 and 480x32 ones, which it never uses, so iAd may serve it
/// only ads made in all four.
open class RequiresEverySize: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.required-sizes-minimal"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen whose banner requires four sizes and only ever uses two of them."
  }

  override class var requiredSizes: Set<AnyHashable> {
    [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
      ADBannerContentSizeIdentifier320x50, ADBannerContentSizeIdentifier480x32,
    ]
  }
}
