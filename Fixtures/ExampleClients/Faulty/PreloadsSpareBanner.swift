import FakeUIKit
import FakeiAd

/// A reading screen that makes a spare banner in advance for a next screen, and never shows it.
///
/// Breaks `iad.banner.created-when-displayed`: as soon as the screen is up it makes a second
/// ADBannerView and keeps it out of any view, where it requests ads nobody will see.
open class PreloadsSpareBanner: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.created-when-displayed"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that preloads a spare banner for a next screen and never displays it."
  }

  /// The banner made ahead for a next screen; it is never displayed.
  public private(set) var spareBanner: ADBannerView?

  /// Makes the spare banner, once.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if spareBanner == nil {
      let spare = ADBannerView(frame: .zero)
      spare.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
      spareBanner = spare
    }
  }
}
